import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/bookings/{id}/no-show` (owner, host): 'Não veio'. */
export function markBookingNoShow(id: string): Promise<unknown> {
  return apiFetch(`/merchant/bookings/${encodeURIComponent(id)}/no-show`, { method: 'POST' });
}
