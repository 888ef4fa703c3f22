import type { QueueTableResult } from '@suavez/shared/contracts/queue-checkin.contract';
import { type BillItem, centsToReais, computeBill } from '@suavez/shared/domain/bill';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { type AuditActor, audited } from '#api/modules/audit/audit';
import { findSeatedDepositCents } from '#api/modules/bookings/bookings.repository';
import { resolveSeat, withOneSeatedParty } from '#api/modules/tables/table-seating.service';
import { findMerchantQueueEntry } from './queue.repository';
import { listTableUnits, setSeatedTableLabel } from './queue-table.repository';

/** A table's label changes only while the party is seated. */
export const TABLE_NOT_SEATED_MESSAGE =
  'Só é possível mudar a mesa de um cliente que está sentado (check-in).';

/**
 * `PATCH /queue/table?queueId&table`: renames the table of one of the merchant's seated entries, in one
 * compare-and-set on its status (an entry checked out meanwhile is not renamed). Another merchant's entry,
 * or an unknown one, answers 403; one not seated, 409. A label of a defined table moves the party there; a
 * table where another party sits → 409 'Mesa ocupada.' (docs/tables.md#seating).
 */
export async function changeTableLabel(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  queueId: string;
  table: string;
  /** Who renamed it, recorded in the same transaction (docs/audit.md). */
  actor: AuditActor;
}): Promise<QueueTableResult> {
  const updated = await withOneSeatedParty(() =>
    audited({
      db: options.db,
      actor: options.actor,
      at: options.clock.now(),
      run: async (tx) => {
        const seat = await resolveSeat(tx, options.merchantId, options.table);
        return setSeatedTableLabel(tx, {
          queueEntryId: options.queueId,
          merchantId: options.merchantId,
          tableLabel: seat.label,
          tableId: seat.tableId,
        });
      },
      describe: (row) =>
        row
          ? {
              action: 'queue.table',
              targetKind: 'queue_entry',
              targetId: row.id,
              queueEntryId: row.id,
              detail: { table: row.tableLabel },
            }
          : [],
    }),
  );
  if (!updated) {
    ownedRow(
      await findMerchantQueueEntry(options.db, { id: options.queueId, merchantId: options.merchantId }),
      (e) => e.merchantId === options.merchantId,
    );
    throw new AppError('INVALID_TRANSITION', TABLE_NOT_SEATED_MESSAGE);
  }
  return {
    id: updated.id,
    status: updated.status,
    lastStatusAt: updated.lastStatusAt.toISOString(),
    table: updated.tableLabel,
  };
}

/**
 * The whole table's bill so far, as the table view shows it beside a consumer's own: the sum of each
 * order's subtotal by the shared bill (units sent and not refused or cancelled, at the unit's price), in
 * reais, how many orders the table holds, and the paid deposit of the booking it was seated from (the
 * screens take it off the bill: docs/bookings.md#deposit).
 */
export async function readTableTotal(
  db: Db,
  entry: { id: string; merchantId: string },
): Promise<{ subtotal: number; orders: number; deposit?: number }> {
  const [rows, depositCents] = await Promise.all([
    listTableUnits(db, entry),
    findSeatedDepositCents(db, entry),
  ]);
  const byOrder = new Map<string, BillItem[]>();
  for (const row of rows) {
    const units = byOrder.get(row.orderId) ?? [];
    if (row.status !== null && row.unitPriceCents !== null) {
      units.push({ priceCents: row.unitPriceCents, status: row.status });
    }
    byOrder.set(row.orderId, units);
  }
  let subtotalCents = 0;
  for (const units of byOrder.values()) {
    subtotalCents += computeBill({ items: units, serviceFeePercent: 0 }).subtotalCents;
  }
  const total = { subtotal: centsToReais(subtotalCents), orders: byOrder.size };
  return depositCents > 0 ? { ...total, deposit: centsToReais(depositCents) } : total;
}
