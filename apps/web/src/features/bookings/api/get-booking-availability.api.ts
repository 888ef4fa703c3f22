// Types only: the diner's pages leave zod out of their bundle (100 KB gzip budget).
import type { BookingAvailability } from '@suavez/shared/contracts/bookings.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of one day's free times for one party size. */
export const bookingAvailabilityKey = (merchantId: string, date: string, slot: number) =>
  ['booking-availability', merchantId, date, slot] as const;

/** `GET /bookings/availability?merchantId&date&slot` (anyone): the free start times of that day. */
export function getBookingAvailability(
  query: { merchantId: string; date: string; slot: number },
  signal?: AbortSignal,
): Promise<BookingAvailability> {
  return apiFetch<BookingAvailability>('/bookings/availability', {
    query: { merchantId: query.merchantId, date: query.date, slot: query.slot },
    ...(signal ? { signal } : {}),
  });
}

/** The free times, read again each minute: a time another diner took disappears by itself. */
export function useBookingAvailabilityQuery(merchantId: string, date: string | null, slot: number) {
  return useQuery({
    queryKey: bookingAvailabilityKey(merchantId, date ?? '', slot),
    queryFn: ({ signal }) => getBookingAvailability({ merchantId, date: date ?? '', slot }, signal),
    enabled: date !== null,
    refetchInterval: 60_000,
  });
}
