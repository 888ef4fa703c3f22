import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { readMerchantSession } from '@/lib/cookies';

/**
 * The restaurant's booking settings (`bookings` of `GET /merchant/full`: the defaults until the owner saved
 * any), its zone (the book's days are its days) and the diners' booking link, from `PUBLIC_URL`.
 */
export function useBookingSettings() {
  const merchantId = readMerchantSession()?.merchantId ?? '';
  const full = useMerchantFullQuery(merchantId);
  const data = full.data
    ? {
        settings: full.data.bookings,
        timeZone: full.data.timeZone,
        bookingUrl: `${full.data.publicUrl}/reservar?${new URLSearchParams({ merchant: merchantId })}`,
      }
    : undefined;
  return { ...full, data, merchantId };
}
