import type { BookingStatus, MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import { canMoveBooking } from '@suavez/shared/domain/bookings';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { statusAt, toMerchantBookingAnswer } from './booking-answers';
import { depositBrCode, lapseBookingDeposits } from './booking-deposit.service';
import {
  type BookingRow,
  compareAndSetBookingStatus,
  findMerchantBookingView,
  listMerchantDayViews,
  lockMerchantBooking,
} from './bookings.repository';
import { BOOKING_MOVE_REFUSED_MESSAGE } from './consumer-bookings.service';

/** What marking a no-show before the booking's start answers. */
export const NO_SHOW_TOO_EARLY_MESSAGE = 'Só dá para marcar que não veio depois do horário da reserva.';

/** `GET /merchant/bookings?date=` (owner, host): that local date's bookings, by time. */
export async function listMerchantBookings(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  date: string;
}): Promise<MerchantBooking[]> {
  const now = options.clock.now();
  await lapseBookingDeposits({ ...options, filter: { merchantId: options.merchantId } });
  const views = await listMerchantDayViews(options.db, {
    merchantId: options.merchantId,
    localDate: options.date,
  });
  return Promise.all(
    views.map(async (view) => toMerchantBookingAnswer(view, now, await depositBrCode(options.db, view, now))),
  );
}

/** One booking of the restaurant as the host's list shows it; another restaurant's or unknown → 403. */
export async function getMerchantBooking(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  id: string;
}): Promise<MerchantBooking> {
  const now = options.clock.now();
  await lapseBookingDeposits({ ...options, filter: { merchantId: options.merchantId, id: options.id } });
  const view = await findMerchantBookingView(options.db, options);
  if (!view) throw new AppError('FORBIDDEN');
  return toMerchantBookingAnswer(view, now, await depositBrCode(options.db, view, now));
}

/** The host's moves that only change the status: the party did not come, or the booking is called off. */
export type SimpleBookingMove = 'NO_SHOW' | 'CANCELED';

const moveAudit: Record<SimpleBookingMove, 'booking.no_show' | 'booking.cancel'> = {
  NO_SHOW: 'booking.no_show',
  CANCELED: 'booking.cancel',
};

/**
 * Locks a booking of the restaurant and checks the status machine allows `to` from the status it shows now
 * (a lapsed deposit reads CANCELED): another restaurant's or unknown → 403; a refused move → 409.
 */
export async function lockForMove(
  db: Db,
  options: { merchantId: string; id: string; to: BookingStatus; now: Date },
): Promise<BookingRow> {
  const locked = await lockMerchantBooking(db, options);
  if (!locked) throw new AppError('FORBIDDEN');
  if (!canMoveBooking(statusAt(locked, options.now), options.to))
    throw new AppError('INVALID_TRANSITION', BOOKING_MOVE_REFUSED_MESSAGE);
  return locked;
}

/**
 * `POST /merchant/bookings/{id}/no-show` and `/cancel` (owner, host): the move by the status machine
 * (docs/bookings.md#statuses), a no-show only once the start has passed, recorded in the audit trail in the
 * same transaction.
 */
export async function moveMerchantBooking(options: {
  db: Db;
  clock: Clock;
  actor: AuditActor;
  id: string;
  to: SimpleBookingMove;
}): Promise<MerchantBooking> {
  const now = options.clock.now();
  const { merchantId } = options.actor;
  await options.db.transaction(async (tx) => {
    const locked = await lockForMove(tx, { merchantId, id: options.id, to: options.to, now });
    if (options.to === 'NO_SHOW' && locked.startsAt > now)
      throw new AppError('INVALID_TRANSITION', NO_SHOW_TOO_EARLY_MESSAGE);
    const moved = await compareAndSetBookingStatus(tx, {
      merchantId,
      id: locked.id,
      from: [locked.status],
      to: options.to,
      set: options.to === 'NO_SHOW' ? { noShowAt: now } : { canceledAt: now },
    });
    if (!moved) throw new AppError('INVALID_TRANSITION', BOOKING_MOVE_REFUSED_MESSAGE);
    await recordAudit(tx, options.actor, now, {
      action: moveAudit[options.to],
      targetKind: 'booking',
      targetId: moved.id,
      before: locked.status,
      after: moved.status,
      detail: { date: moved.localDate, time: moved.localTime },
    });
  });
  return getMerchantBooking({ db: options.db, clock: options.clock, merchantId, id: options.id });
}
