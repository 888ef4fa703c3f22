import { apiFetch } from '@/lib/api-client';

/** `PATCH /order/item/request/cancel?orderItemId`: asks the restaurant to cancel a SENT unit. */
export function requestItemCancel(orderItemId: string): Promise<void> {
  return apiFetch<void>('/order/item/request/cancel', { method: 'PATCH', query: { orderItemId } });
}
