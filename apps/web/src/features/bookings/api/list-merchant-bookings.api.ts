import { type MerchantBooking, merchantBookingListSchema } from '@suavez/shared/contracts/bookings.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Polling period of the host's 'Reservas', as the queue's (docs/screens.md#fixed-values). */
export const MERCHANT_BOOKINGS_POLL_MS = 15_000;

/** Query key prefix of the host's days; every action reads them again. */
export const merchantBookingsKeyPrefix = ['merchant', 'bookings'] as const;

/** `GET /merchant/bookings?date=` (owner, host): that day's bookings, by time. */
export function listMerchantBookings(date: string, signal?: AbortSignal): Promise<MerchantBooking[]> {
  return apiFetch('/merchant/bookings', {
    query: { date },
    schema: merchantBookingListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** One day of the book, polled every 15 s like the queue. */
export function useMerchantBookingsQuery(date: string) {
  return useQuery({
    queryKey: [...merchantBookingsKeyPrefix, date],
    queryFn: ({ signal }) => listMerchantBookings(date, signal),
    refetchInterval: MERCHANT_BOOKINGS_POLL_MS,
  });
}
