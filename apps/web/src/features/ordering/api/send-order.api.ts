import { apiFetch } from '@/lib/api-client';

/** `POST /order/sent?orderId`: sends the cart (CREATED units become SENT). */
export function sendOrder(orderId: string): Promise<void> {
  return apiFetch<void>('/order/sent', { method: 'POST', query: { orderId } });
}
