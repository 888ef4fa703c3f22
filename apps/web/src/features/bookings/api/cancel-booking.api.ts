import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /bookings/{id}/cancel` (its diner, before the start) → the booking `CANCELED`. */
export function cancelBooking(id: string): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}
