import type { OrderInfoResponse } from '@suavez/shared/contracts/order.contract';
import { apiFetch } from '@/lib/api-client';

/** `GET /order/info?queueId&consumerId`: the consumer's order at this table; 404 when there is none yet. */
export function getOrderInfo(
  queueId: string,
  consumerId: string,
  signal?: AbortSignal,
): Promise<OrderInfoResponse> {
  return apiFetch<OrderInfoResponse>('/order/info', { query: { queueId, consumerId }, signal });
}
