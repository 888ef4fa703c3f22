import {
  type CreateMerchantBookingBody,
  type MerchantBooking,
  merchantBookingSchema,
} from '@suavez/shared/contracts/bookings.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/bookings` (owner, host): a booking taken by phone; 409 'Horário indisponível.'. */
export function createMerchantBooking(body: CreateMerchantBookingBody): Promise<MerchantBooking> {
  return apiFetch('/merchant/bookings', { method: 'POST', body, schema: merchantBookingSchema });
}
