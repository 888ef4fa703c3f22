import type { CreateOrderBody } from '@suavez/shared/contracts/order.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /order {consumerId, queueId}`: opens the consumer's order at the table. */
export function createOrder(body: CreateOrderBody): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/order', { method: 'POST', body });
}
