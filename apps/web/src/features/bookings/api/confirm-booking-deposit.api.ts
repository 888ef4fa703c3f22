import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/bookings/{id}/deposit/confirm` (owner, host): 'Confirmar sinal' (docs/bookings.md#deposit). */
export function confirmBookingDeposit(id: string): Promise<unknown> {
  return apiFetch(`/merchant/bookings/${encodeURIComponent(id)}/deposit/confirm`, { method: 'POST' });
}
