import { BOOKING_TIME_TAKEN_MESSAGE } from '@suavez/shared/contracts/bookings.contract';
import { BOOKING_DEPOSIT_WINDOW_MS } from '@suavez/shared/domain/bookings';
import { normalizePhone } from '@suavez/shared/domain/phone';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { insertWalkInConsumer } from '#api/modules/queue/walk-in.repository';
import { loadBookingDay } from './booking-availability.service';
import { insertBookingNotices, listBookingNoticeChannels } from './booking-notices.repository';
import { type BookingRow, findFreeTable, insertBooking, lockMerchantForBooking } from './bookings.repository';

/** What a restaurant with bookings off answers to a booking. */
export const BOOKINGS_OFF_MESSAGE = 'Este restaurante não está recebendo reservas.';

/** Who the booking is for: the diner's own session, or a party the host names by phone. */
export type BookingParty =
  | { consumerId: string }
  | { name: string; phone: string; actor: AuditActor; depositPaid: boolean };

/** A booking made, with the label of the table the server chose. */
export interface CreatedBooking {
  booking: BookingRow;
  tableLabel: string;
}

/**
 * Makes a booking (rules §13 'Booking', 'The host'): the time must be one of the date's grid, and the server
 * picks the tightest table that fits the party and has no live booking overlapping `[start, start +
 * duration)`; none → 409 'Horário indisponível.'. The check and the insert run under the restaurant's row
 * lock, so of several diners racing for the last table exactly one gets it (docs/bookings.md#race-safety).
 * A deposit in the settings makes it `PENDING_DEPOSIT` for 15 minutes (unless the host says it was paid);
 * otherwise `CONFIRMED`. A confirmed booking's notices ('booking_confirmed' now, 'booking_reminder' two hours
 * before) are written in the same transaction; a pending one's when its deposit is confirmed. The host's
 * booking makes the party a
 * consumer of its own, as a walk-in's (a phone is not a password: no diner's account is touched).
 */
export async function createBooking(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  party: BookingParty;
  date: string;
  time: string;
  slot: number;
  note: string | null;
}): Promise<CreatedBooking> {
  const now = options.clock.now();
  const day = await loadBookingDay(options);
  if (!day.settings.enabled) throw new AppError('CONFLICT', BOOKINGS_OFF_MESSAGE);
  if (options.slot > day.settings.maxPartySize)
    throw new AppError('CONFLICT', `As reservas são para até ${day.settings.maxPartySize} pessoas.`);
  const candidate = day.candidates.find((c) => c.time === options.time);
  if (!candidate) throw new AppError('CONFLICT', BOOKING_TIME_TAKEN_MESSAGE);
  const deposit = day.settings.depositCents;
  // The host may take a phone booking whose deposit was already paid: it starts confirmed (docs/bookings.md#deposit).
  const isPaid = deposit > 0 && 'depositPaid' in options.party && options.party.depositPaid;
  const isPending = deposit > 0 && !isPaid;
  return options.db.transaction(async (tx) => {
    if (!(await lockMerchantForBooking(tx, day.merchantId))) throw new AppError('NOT_FOUND');
    const table = await findFreeTable(tx, { merchantId: day.merchantId, slot: options.slot, now, candidate });
    if (!table) throw new AppError('CONFLICT', BOOKING_TIME_TAKEN_MESSAGE);
    const { party } = options;
    const consumerId =
      'consumerId' in party
        ? party.consumerId
        : (await insertWalkInConsumer(tx, { name: party.name, phone: normalizePhone(party.phone), at: now }))
            .id;
    const booking = await insertBooking(tx, {
      merchantId: day.merchantId,
      consumerId,
      tableId: table.id,
      localDate: options.date,
      localTime: candidate.time,
      startsAt: candidate.startsAt,
      endsAt: candidate.endsAt,
      slot: options.slot,
      status: isPending ? 'PENDING_DEPOSIT' : 'CONFIRMED',
      note: options.note,
      source: 'consumerId' in party ? 'consumer' : 'merchant',
      createdAt: now,
      confirmedAt: isPending ? null : now,
      depositCents: deposit,
      depositExpiresAt: deposit > 0 ? new Date(now.getTime() + BOOKING_DEPOSIT_WINDOW_MS) : null,
      depositPaidAt: isPaid ? now : null,
    });
    if ('actor' in party)
      await recordAudit(tx, party.actor, now, {
        action: 'booking.create',
        targetKind: 'booking',
        targetId: booking.id,
        after: booking.status,
        detail: {
          date: booking.localDate,
          time: booking.localTime,
          slot: booking.slot,
          table: table.label,
          depositPaid: isPaid,
        },
      });
    // The notices go out with the booking or not at all (docs/bookings.md#notices); a booking waiting for its
    // deposit is not confirmed yet: its notices wait for the deposit.
    if (booking.status === 'CONFIRMED') {
      const channels = await listBookingNoticeChannels(tx, day.merchantId);
      await insertBookingNotices(tx, booking, { now, channels });
    }
    return { booking, tableLabel: table.label };
  });
}
