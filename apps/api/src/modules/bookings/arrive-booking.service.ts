import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import { MAX_QUEUE_SLOT } from '@suavez/shared/domain/bookings';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { type AuditActor, type AuditDetail, recordAudit } from '#api/modules/audit/audit';
import { findMerchantSettings } from '#api/modules/merchant/merchant-settings.repository';
import { appendQueueHistory, insertQueueEntry } from '#api/modules/queue/queue.repository';
import { writeTableLabel } from '#api/modules/queue/queue-table.repository';
import { resolveSeat, type Seat, withOneSeatedParty } from '#api/modules/tables/table-seating.service';
import { findTable } from '#api/modules/tables/tables.repository';
import { compareAndSetBookingStatus } from './bookings.repository';
import { BOOKING_MOVE_REFUSED_MESSAGE } from './consumer-bookings.service';
import { getMerchantBooking, lockForMove } from './merchant-bookings.service';
import { assertTableNotHeld } from './table-holds.service';

/** What seating a booking whose diner already holds a place in some queue answers (409). */
export const BOOKING_PARTY_IN_QUEUE_MESSAGE =
  'O cliente desta reserva já está em uma fila: faça o check-in por ela ou remova-o antes.';

/** The seat of an arriving booking: the table the host names, else the booked one (none if it was removed). */
async function chooseSeat(
  db: Db,
  options: { merchantId: string; table: string | undefined; bookedTableId: string | null },
): Promise<Seat | null> {
  if (options.table !== undefined) return resolveSeat(db, options.merchantId, options.table);
  if (!options.bookedTableId) return null;
  const booked = await findTable(db, { merchantId: options.merchantId, id: options.bookedTableId });
  return booked ? { label: booked.label, tableId: booked.id } : null;
}

/**
 * `POST /merchant/bookings/{id}/arrive?table=` (owner, host): the party came. In one transaction the booking
 * becomes `ARRIVED` and the party is seated as a walk-in would be: a queue entry of the booking's consumer in
 * `CHECK_IN` at the table named, or the booked one, so the table's menu, orders, bill and checkout work as
 * for anyone seated (docs/bookings.md#arrival). A table where someone sits → 409 'Mesa ocupada.' (the
 * one-party-per-table index decides a race); one another booking holds → 409 unless `force`; a diner who
 * already holds a place in a queue → 409; a move the machine refuses → 409; another restaurant's → 403.
 */
export async function arriveBooking(options: {
  db: Db;
  clock: Clock;
  actor: AuditActor;
  id: string;
  table: string | undefined;
  force: boolean;
}): Promise<MerchantBooking> {
  const now = options.clock.now();
  const { merchantId } = options.actor;
  const merchant = await findMerchantSettings(options.db, merchantId);
  if (!merchant) throw new AppError('FORBIDDEN');
  try {
    await withOneSeatedParty(() =>
      options.db.transaction(async (tx) => {
        const locked = await lockForMove(tx, { merchantId, id: options.id, to: 'ARRIVED', now });
        const seat = await chooseSeat(tx, {
          merchantId,
          table: options.table,
          bookedTableId: locked.tableId,
        });
        if (seat?.tableId)
          await assertTableNotHeld(tx, {
            merchantId,
            tableId: seat.tableId,
            now,
            timeZone: merchant.timeZone,
            force: options.force,
            exceptBookingId: locked.id,
          });
        // A queue entry seats at most MAX_QUEUE_SLOT: a larger booked party is seated as that many.
        const entry = await insertQueueEntry(tx, {
          merchantId,
          consumerId: locked.consumerId,
          slot: Math.min(locked.slot, MAX_QUEUE_SLOT),
          tableLabel: null,
          status: 'CHECK_IN',
          at: now,
        });
        if (seat) await writeTableLabel(tx, entry, seat);
        await appendQueueHistory(tx, {
          merchantId,
          queueEntryId: entry.id,
          status: 'CHECK_IN',
          reason: null,
          at: now,
        });
        const moved = await compareAndSetBookingStatus(tx, {
          merchantId,
          id: locked.id,
          from: [locked.status],
          to: 'ARRIVED',
          // The booking then names the table the party sits at, when the host chose another.
          set: { arrivedAt: now, queueId: entry.id, tableId: seat?.tableId ?? locked.tableId },
        });
        if (!moved) throw new AppError('INVALID_TRANSITION', BOOKING_MOVE_REFUSED_MESSAGE);
        const detail: AuditDetail = seat ? { table: seat.label } : {};
        await recordAudit(tx, options.actor, now, [
          {
            action: 'booking.arrive',
            targetKind: 'booking',
            targetId: moved.id,
            queueEntryId: entry.id,
            before: locked.status,
            after: moved.status,
            detail,
          },
          // The hall and the table dialog say who seated the party, as for a walk-in (docs/audit.md).
          {
            action: 'queue.checkin',
            targetKind: 'queue_entry',
            targetId: entry.id,
            queueEntryId: entry.id,
            after: 'CHECK_IN',
            detail,
          },
        ]);
      }),
    );
  } catch (error) {
    const violated = findUniqueViolation(error);
    if (
      violated === 'queue_entries_one_active_per_consumer' ||
      violated === 'queue_entries_one_active_per_phone'
    )
      throw new AppError('CONFLICT', BOOKING_PARTY_IN_QUEUE_MESSAGE);
    throw error;
  }
  return getMerchantBooking({ db: options.db, clock: options.clock, merchantId, id: options.id });
}
