import { buildBrCode } from '@suavez/shared/domain/br-code';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { findMerchantPix } from '#api/modules/merchant/merchant-pix.repository';
import type { PixLog } from '#api/modules/pix/confirm-paid-charges.service';
import type { PaidPixNotification } from '#api/modules/pix/pix-provider';
import { bookingDepositTxid, bookingIdOfDepositTxid } from '#api/modules/pix/pix-txid';
import { statusAt } from './booking-answers';
import { insertBookingNotices, listBookingNoticeChannels } from './booking-notices.repository';
import {
  type BookingRow,
  type LapseFilter,
  lapseUnpaidDeposits,
  lockBookingById,
  lockMerchantBooking,
  markDepositPaid,
} from './bookings.repository';

/** What confirming a deposit of a booking no longer waiting for it answers (409). */
export const DEPOSIT_NOT_PENDING_MESSAGE = 'Esta reserva não está aguardando o sinal.';

/**
 * The static BR Code of a booking's deposit (rules §10, docs/bookings.md#deposit): the restaurant's key, the
 * deposit's amount and the booking's txid, built as an order's. Only while the booking waits for its
 * deposit (as shown at `now`); null otherwise, or when the restaurant has no Pix key (the host then confirms
 * what was paid some other way).
 */
export async function depositBrCode(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'merchantId' | 'depositCents' | 'status' | 'depositExpiresAt'>,
  now: Date,
): Promise<string | null> {
  if (booking.depositCents <= 0 || statusAt(booking, now) !== 'PENDING_DEPOSIT') return null;
  const pix = await findMerchantPix(db, booking.merchantId);
  if (!pix) return null;
  return buildBrCode({
    key: pix.key,
    name: pix.name,
    city: pix.city,
    amountCents: booking.depositCents,
    txid: bookingDepositTxid(booking.id),
  });
}

/** A booking confirmed by its deposit gets the notices a confirmed booking gets when made (docs/bookings.md#notices). */
async function writeConfirmedNotices(tx: Db, booking: BookingRow, now: Date): Promise<void> {
  const channels = await listBookingNoticeChannels(tx, booking.merchantId);
  await insertBookingNotices(tx, booking, { now, channels });
}

/**
 * Cancels the unpaid deposits that expired (docs/bookings.md#deposit): readers call it with a filter before
 * answering, and the periodic sweeper with none, so a lapsed booking frees its table at once.
 */
export async function lapseBookingDeposits(options: {
  db: Db;
  clock: Clock;
  filter?: LapseFilter;
}): Promise<number> {
  return lapseUnpaidDeposits(options.db, options.clock.now(), options.filter);
}

/**
 * `POST /merchant/bookings/{id}/deposit/confirm` (owner, host): the host saw the deposit paid; the booking
 * becomes `CONFIRMED` with `paidAt`, in the audit trail. Another restaurant's → 403; one not waiting for its
 * deposit (already confirmed, lapsed, cancelled) → 409. Answers the booking's id.
 */
export async function confirmBookingDeposit(options: {
  db: Db;
  clock: Clock;
  actor: AuditActor;
  id: string;
}): Promise<string> {
  const now = options.clock.now();
  const { merchantId } = options.actor;
  return options.db.transaction(async (tx) => {
    const locked = await lockMerchantBooking(tx, { merchantId, id: options.id });
    if (!locked) throw new AppError('FORBIDDEN');
    if (statusAt(locked, now) !== 'PENDING_DEPOSIT')
      throw new AppError('INVALID_TRANSITION', DEPOSIT_NOT_PENDING_MESSAGE);
    const paid = await markDepositPaid(tx, { merchantId, id: locked.id, now, paidAt: now });
    if (!paid) throw new AppError('INVALID_TRANSITION', DEPOSIT_NOT_PENDING_MESSAGE);
    await writeConfirmedNotices(tx, paid, now);
    await recordAudit(tx, options.actor, now, {
      action: 'booking.deposit',
      targetKind: 'booking',
      targetId: paid.id,
      before: locked.status,
      after: paid.status,
      detail: { amountCents: paid.depositCents, by: 'host' },
    });
    return paid.id;
  });
}

/**
 * A provider's payment naming a booking's deposit (docs/bookings.md#deposit): for at least the deposit,
 * before the booking lapsed, it confirms the booking. A replay finds it `CONFIRMED` and changes nothing; a
 * payment after the lapse, or a smaller one, is logged and left for the host. Runs inside the webhook's
 * transaction for that payment; answers whether it confirmed a booking now, or undefined when the txid
 * names no booking (the caller then reads it as a charge's).
 */
export async function confirmDepositByProvider(
  tx: Db,
  payment: PaidPixNotification,
  now: Date,
  log: PixLog,
): Promise<boolean | undefined> {
  const bookingId = bookingIdOfDepositTxid(payment.txid);
  if (!bookingId) return undefined;
  const booking = await lockBookingById(tx, bookingId);
  if (!booking || booking.depositCents <= 0) return undefined;
  if (statusAt(booking, now) !== 'PENDING_DEPOSIT') {
    log.warn({ txid: payment.txid, status: booking.status }, 'pix: sinal de reserva que não aguarda mais');
    return false;
  }
  if (payment.amountCents < booking.depositCents) {
    log.warn(
      { txid: payment.txid, amountCents: payment.amountCents, depositCents: booking.depositCents },
      'pix: sinal abaixo do valor não confirmado',
    );
    return false;
  }
  const paid = await markDepositPaid(tx, {
    merchantId: booking.merchantId,
    id: booking.id,
    now,
    paidAt: payment.paidAt,
  });
  if (!paid) return false;
  await writeConfirmedNotices(tx, paid, now);
  log.info({ txid: payment.txid }, 'pix: sinal de reserva pago');
  return true;
}
