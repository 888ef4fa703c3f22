import { apiFetch } from '@/lib/api-client';

/** `DELETE /order/item?orderItemId`: removes one unit still in the cart (CREATED). */
export function removeOrderItem(orderItemId: string): Promise<void> {
  return apiFetch<void>('/order/item', { method: 'DELETE', query: { orderItemId } });
}
