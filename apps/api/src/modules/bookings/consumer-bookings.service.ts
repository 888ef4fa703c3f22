import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { canMoveBooking } from '@suavez/shared/domain/bookings';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { statusAt, toBookingAnswer } from './booking-answers';
import { depositBrCode, lapseBookingDeposits } from './booking-deposit.service';
import {
  compareAndSetBookingStatus,
  findConsumerBookingView,
  listConsumerBookingViews,
} from './bookings.repository';

/** The most bookings the diner's own list answers. */
const CONSUMER_BOOKINGS_LIMIT = 50;

/** What cancelling after the start answers (the restaurant may still mark it). */
export const BOOKING_STARTED_MESSAGE = 'A reserva já começou: fale com o restaurante.';

/** What a move the status machine refuses answers (409). */
export const BOOKING_MOVE_REFUSED_MESSAGE = 'Esta reserva não permite esta ação no status atual.';

/** `GET /bookings?consumerId=` (the diner's own, newest first). */
export async function listConsumerBookings(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
}): Promise<Booking[]> {
  const now = options.clock.now();
  await lapseBookingDeposits({ ...options, filter: { consumerId: options.consumerId } });
  const views = await listConsumerBookingViews(options.db, options.consumerId, CONSUMER_BOOKINGS_LIMIT);
  return Promise.all(
    views.map(async (view) => toBookingAnswer(view, now, await depositBrCode(options.db, view, now))),
  );
}

/** `GET /bookings/{id}`: the diner's own booking; someone else's, or an unknown one → 403. */
export async function getConsumerBooking(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  id: string;
}): Promise<Booking> {
  const now = options.clock.now();
  await lapseBookingDeposits({ ...options, filter: { consumerId: options.consumerId, id: options.id } });
  const view = await findConsumerBookingView(options.db, options);
  if (!view) throw new AppError('FORBIDDEN');
  return toBookingAnswer(view, now, await depositBrCode(options.db, view, now));
}

/**
 * `POST /bookings/{id}/cancel`: the diner cancels their own live booking before its start (compare-and-set
 * on the status it was read in); after the start, or from a final status → 409; someone else's → 403.
 */
export async function cancelConsumerBooking(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  id: string;
}): Promise<Booking> {
  const now = options.clock.now();
  const view = await findConsumerBookingView(options.db, options);
  if (!view) throw new AppError('FORBIDDEN');
  const status = statusAt(view, now);
  if (!canMoveBooking(status, 'CANCELED'))
    throw new AppError('INVALID_TRANSITION', BOOKING_MOVE_REFUSED_MESSAGE);
  if (view.startsAt <= now) throw new AppError('INVALID_TRANSITION', BOOKING_STARTED_MESSAGE);
  const moved = await compareAndSetBookingStatus(options.db, {
    merchantId: view.merchantId,
    id: view.id,
    from: [view.status],
    to: 'CANCELED',
    set: { canceledAt: now },
  });
  if (!moved) throw new AppError('INVALID_TRANSITION', BOOKING_MOVE_REFUSED_MESSAGE);
  return toBookingAnswer({ ...view, ...moved }, now);
}
