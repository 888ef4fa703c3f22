import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

/** Query key of one booking as its diner sees it. */
export const bookingKey = (id: string) => ['booking', id] as const;

/** `GET /bookings/{id}` (its diner; someone else's → 403). */
export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** The booking, read again every 30 s: the host's 'Chegou' or a cancellation shows without a reload. */
export function useBookingQuery(id: string) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    refetchInterval: 30_000,
    retry: (count, error) => count < 2 && !isApiError(error, 400, 401, 403, 404),
  });
}
