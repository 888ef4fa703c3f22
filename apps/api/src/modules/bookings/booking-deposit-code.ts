import { buildBrCode } from '@suavez/shared/domain/br-code';
import type { Db } from '#api/db/client';
import { findMerchantPix } from '#api/modules/merchant/merchant-pix.repository';
import { statusAt } from './booking-answers';
import type { BookingView } from './bookings.repository';

/** A booking's deposit txid: 'RS' and its id's first 23 hex digits (25 letters and digits, as §10 allows). */
export function bookingDepositTxid(bookingId: string): string {
  return `RS${bookingId.replaceAll('-', '').slice(0, 23)}`;
}

/**
 * The Pix BR Code of a booking's deposit while it waits for it (rules §10, §13 'Deposit'): the restaurant's
 * key, the deposit's amount, a txid naming the booking; null when nothing is owed or the restaurant has no key.
 */
export async function findDepositBrCode(
  db: Db,
  view: Pick<BookingView, 'id' | 'merchantId' | 'status' | 'depositCents' | 'depositExpiresAt'>,
  now: Date,
): Promise<string | null> {
  if (statusAt(view, now) !== 'PENDING_DEPOSIT' || view.depositCents <= 0) return null;
  const pix = await findMerchantPix(db, view.merchantId);
  if (!pix) return null;
  return buildBrCode({
    key: pix.key,
    name: pix.name,
    city: pix.city,
    amountCents: view.depositCents,
    txid: bookingDepositTxid(view.id),
  });
}
