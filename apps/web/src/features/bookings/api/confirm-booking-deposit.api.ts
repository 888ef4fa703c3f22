import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/bookings/{id}/deposit/confirm` (owner, host): the Pix deposit was paid; the booking confirms. */
export function confirmBookingDeposit(id: string): Promise<unknown> {
  return apiFetch(`/merchant/bookings/${encodeURIComponent(id)}/deposit/confirm`, { method: 'POST' });
}
