import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { bookingPollMs } from '../utils/booking-deposit';

/** Query key of one booking as its diner sees it. */
export const bookingKey = (id: string) => ['booking', id] as const;

/** `GET /bookings/{id}` (its diner; someone else's → 403). */
export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/**
 * The booking, read again every 30 s (every 5 s while it waits for its deposit): the host's 'Chegou', the
 * deposit confirmed or lapsed, or a cancellation shows without a reload.
 */
export function useBookingQuery(id: string) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    refetchInterval: (query) => bookingPollMs(query.state.data),
    retry: (count, error) => count < 2 && !isApiError(error, 400, 401, 403, 404),
  });
}
