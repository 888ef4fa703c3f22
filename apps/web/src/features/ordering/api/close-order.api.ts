import type { CloseOrderBody } from '@suavez/shared/contracts/order.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /order/close {orderId, queueId, serviceFee}`: the consumer asks for the bill with a fee percent. */
export function closeOrder(body: CloseOrderBody): Promise<void> {
  return apiFetch<void>('/order/close', { method: 'PATCH', body });
}
