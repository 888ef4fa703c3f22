import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import type { AuditActor } from '#api/modules/audit/audit';
import { assertTableNotHeld } from '#api/modules/bookings/table-holds.service';
import { resolveSeat, withOneSeatedParty } from '#api/modules/tables/table-seating.service';
import type { QueueEntryRow } from './queue.repository';
import { writeTableLabel } from './queue-table.repository';
import { isEntryOf, transitionQueueEntry } from './transition-queue-entry.service';

/**
 * `POST /queue/checkin`: the merchant seats a called consumer, naming the table or not, or the consumer
 * presses 'Cheguei' after accepting the call. Each touches only its own entries; the table label is written
 * in the check-in's own transaction, on the row it holds locked. A label that names one of the restaurant's
 * defined tables seats the party there; one where another party sits → 409 'Mesa ocupada.' (the database's
 * one-party-per-table index decides two racing check-ins: docs/tables.md#seating); one a booking holds → 409
 * unless `force` (docs/bookings.md#held-tables).
 */
export function checkInQueueEntry(options: {
  db: Db;
  clock: Clock;
  queueEntryId: string;
  /** The person of the restaurant who seats the party, or the consumer session's own 'Cheguei'. */
  caller: { merchant: AuditActor } | { consumerId: string };
  /** The table's label (only the merchant names one). */
  table?: string | undefined;
  /** Seat the party even at a table a booking holds (docs/bookings.md#held-tables). */
  force?: boolean;
}): Promise<QueueEntryRow> {
  const { caller, table } = options;
  const merchant = 'merchant' in caller ? caller.merchant : undefined;
  return withOneSeatedParty(() =>
    transitionQueueEntry({
      db: options.db,
      clock: options.clock,
      queueEntryId: options.queueEntryId,
      event: 'checkIn',
      actor: merchant ? 'merchant' : 'consumer',
      merchantId: merchant?.merchantId,
      isCallers: isEntryOf('merchant' in caller ? { merchantId: caller.merchant.merchantId } : caller),
      // The host's check-in is recorded with who seated the party (docs/audit.md).
      ...(merchant
        ? {
            audit: { actor: merchant, action: 'queue.checkin', detail: table === undefined ? {} : { table } },
          }
        : {}),
      ...(table === undefined
        ? {}
        : {
            beforeUpdate: async (tx, locked) => {
              const seat = await resolveSeat(tx, locked.merchantId, table);
              if (seat.tableId)
                await assertTableNotHeld(tx, {
                  merchantId: locked.merchantId,
                  tableId: seat.tableId,
                  now: options.clock.now(),
                  force: options.force ?? false,
                });
              await writeTableLabel(tx, locked, seat);
            },
          }),
    }),
  );
}
