import {
  type BookingSettings,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
} from '@suavez/shared/contracts/bookings.contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { readMerchantSession } from '@/lib/cookies';

/** Query key of the restaurant's booking settings. */
export const bookingSettingsKey = ['merchant', 'booking-settings'] as const;

/** What this screen reads of `GET /merchant/full`: its `bookings`, absent before the owner saved any. */
const fullBookingsSchema = z.object({
  bookings: bookingSettingsSchema.nullish(),
  timeZone: z.string().optional(),
  publicUrl: z.string(),
});

/** The settings and the restaurant's zone (its days are the book's days). */
export interface BookingSettingsView {
  settings: BookingSettings;
  timeZone: string | undefined;
  /** The diner's booking link, from `PUBLIC_URL`: '/reservar?merchant={id}'. */
  bookingUrl: string;
}

/** `GET /merchant/full?id` → `bookings` (rules §13 'Booking settings'), the defaults when none were saved. */
export async function getBookingSettings(signal?: AbortSignal): Promise<BookingSettingsView> {
  const merchantId = readMerchantSession()?.merchantId ?? '';
  const full = await apiFetch('/merchant/full', {
    query: { id: merchantId },
    schema: fullBookingsSchema,
    ...(signal ? { signal } : {}),
  });
  return {
    settings: full.bookings ?? DEFAULT_BOOKING_SETTINGS,
    timeZone: full.timeZone,
    bookingUrl: `${full.publicUrl}/reservar?${new URLSearchParams({ merchant: merchantId })}`,
  };
}

/** The booking settings as saved. */
export function useBookingSettingsQuery() {
  return useQuery({ queryKey: bookingSettingsKey, queryFn: ({ signal }) => getBookingSettings(signal) });
}
