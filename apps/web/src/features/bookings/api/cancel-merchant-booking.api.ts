import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/bookings/{id}/cancel` (owner, host): the restaurant cancels. */
export function cancelMerchantBooking(id: string): Promise<unknown> {
  return apiFetch(`/merchant/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}
