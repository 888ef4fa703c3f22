import { apiFetch } from '@/lib/api-client';

/**
 * `POST /merchant/bookings/{id}/arrive?table=` (owner, host): 'Chegou', the party seated at the booked table
 * or at `table`; a table held for another booking needs `force`.
 */
export function arriveBooking(input: { id: string; table?: string; force?: boolean }): Promise<unknown> {
  return apiFetch(`/merchant/bookings/${encodeURIComponent(input.id)}/arrive`, {
    method: 'POST',
    query: { table: input.table || undefined, force: input.force ? 'true' : undefined },
  });
}
