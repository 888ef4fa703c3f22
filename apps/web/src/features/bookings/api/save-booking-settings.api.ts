import type { BookingSettingsBody } from '@suavez/shared/contracts/bookings.contract';
import { apiFetch } from '@/lib/api-client';

/** `PUT /merchant/bookings` (owner): bookings on or off and their grid (rules §13 'Booking settings'). */
export function saveBookingSettings(body: BookingSettingsBody): Promise<unknown> {
  return apiFetch('/merchant/bookings', { method: 'PUT', body });
}
