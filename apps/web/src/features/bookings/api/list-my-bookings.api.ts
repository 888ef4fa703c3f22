import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the diner's own bookings. */
export const myBookingsKey = (consumerId: string) => ['my-bookings', consumerId] as const;

/** `GET /bookings?consumerId=` (own, newest first). */
export function listMyBookings(consumerId: string, signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>('/bookings', { query: { consumerId }, ...(signal ? { signal } : {}) });
}

/** This device's diner's bookings; none asked without a diner. */
export function useMyBookingsQuery(consumerId: string | null) {
  return useQuery({
    queryKey: myBookingsKey(consumerId ?? ''),
    queryFn: ({ signal }) => listMyBookings(consumerId ?? '', signal),
    enabled: consumerId !== null,
    retry: false,
  });
}
