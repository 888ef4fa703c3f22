import type { Booking, BookingStatus, MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import type { BookingView } from './bookings.repository';

/**
 * The status a booking shows at `now`: a `PENDING_DEPOSIT` whose deposit lapsed reads `CANCELED` even before
 * a write marks it so (docs/bookings.md#deposit), so no screen offers to pay a booking that no longer holds.
 */
export function statusAt(view: Pick<BookingView, 'status' | 'depositExpiresAt'>, now: Date): BookingStatus {
  if (view.status === 'PENDING_DEPOSIT' && view.depositExpiresAt && view.depositExpiresAt <= now)
    return 'CANCELED';
  return view.status;
}

/** The deposit of a booking that asks one; `brCode` is made by the caller (the restaurant's Pix key). */
function depositOf(view: BookingView, brCode: string | null): Booking['deposit'] {
  if (view.depositCents <= 0 || !view.depositExpiresAt) return null;
  return {
    amountCents: view.depositCents,
    brCode,
    expiresAt: view.depositExpiresAt.toISOString(),
    paidAt: view.depositPaidAt ? view.depositPaidAt.toISOString() : null,
  };
}

/** A booking as the diner sees it (rules §13 'Booking'). */
export function toBookingAnswer(view: BookingView, now: Date, brCode: string | null = null): Booking {
  return {
    id: view.id,
    status: statusAt(view, now),
    date: view.localDate,
    time: view.localTime,
    slot: view.slot,
    table: view.tableLabel,
    note: view.note,
    merchantId: view.merchantId,
    merchantName: view.merchantName,
    startsAt: view.startsAt.toISOString(),
    endsAt: view.endsAt.toISOString(),
    deposit: depositOf(view, brCode),
    createdAt: view.createdAt.toISOString(),
  };
}

/** One line of the host's day (rules §13 'The host'). */
export function toMerchantBookingAnswer(
  view: BookingView,
  now: Date,
  brCode: string | null = null,
): MerchantBooking {
  return {
    id: view.id,
    name: view.name,
    phone: view.phone ?? '',
    slot: view.slot,
    date: view.localDate,
    time: view.localTime,
    status: statusAt(view, now),
    table: view.tableLabel,
    note: view.note,
    queueId: view.queueId,
    deposit: depositOf(view, brCode),
  };
}
