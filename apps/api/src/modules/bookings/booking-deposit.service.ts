import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { insertBookingNotices, listBookingNoticeChannels } from './booking-notices.repository';
import { cancelLapsedDeposits, compareAndSetBookingStatus } from './bookings.repository';
import { BOOKING_MOVE_REFUSED_MESSAGE } from './consumer-bookings.service';
import { getMerchantBooking, lockForMove } from './merchant-bookings.service';

/**
 * `POST /merchant/bookings/{id}/deposit/confirm` (owner, host): the deposit arrived, so the booking is
 * `CONFIRMED` and its notices are written, in one transaction with the audit row. Not waiting for a deposit,
 * or lapsed → 409; another restaurant's → 403.
 */
export async function confirmBookingDeposit(options: {
  db: Db;
  clock: Clock;
  actor: AuditActor;
  id: string;
}): Promise<MerchantBooking> {
  const now = options.clock.now();
  const { merchantId } = options.actor;
  await options.db.transaction(async (tx) => {
    const locked = await lockForMove(tx, { merchantId, id: options.id, to: 'CONFIRMED', now });
    const moved = await compareAndSetBookingStatus(tx, {
      merchantId,
      id: locked.id,
      from: ['PENDING_DEPOSIT'],
      to: 'CONFIRMED',
      set: { confirmedAt: now, depositPaidAt: now },
    });
    if (!moved) throw new AppError('INVALID_TRANSITION', BOOKING_MOVE_REFUSED_MESSAGE);
    await recordAudit(tx, options.actor, now, {
      action: 'booking.deposit',
      targetKind: 'booking',
      targetId: moved.id,
      before: locked.status,
      after: moved.status,
      detail: { amountCents: moved.depositCents },
    });
    await insertBookingNotices(tx, moved, { now, channels: await listBookingNoticeChannels(tx, merchantId) });
  });
  return getMerchantBooking({ db: options.db, clock: options.clock, merchantId, id: options.id });
}

/**
 * Writes `CANCELED` on the bookings whose deposit lapsed unpaid (the periodic sweeper; every read already
 * shows them cancelled). Answers how many.
 */
export function cancelLapsedBookingDeposits(options: { db: Db; clock: Clock }): Promise<number> {
  return cancelLapsedDeposits(options.db, options.clock.now());
}
