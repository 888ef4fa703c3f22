import type { Booking, CreateBookingBody } from '@suavez/shared/contracts/bookings.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /bookings` (the diner's session): 201 with the booking, 409 'Horário indisponível.' when taken. */
export function createBooking(body: CreateBookingBody): Promise<Booking> {
  return apiFetch<Booking>('/bookings', { method: 'POST', body });
}
