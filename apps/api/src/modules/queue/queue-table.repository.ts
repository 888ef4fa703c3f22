import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { QueueEntryRow } from './queue.repository';

/**
 * Gives a seated entry of the merchant its table label, only while it is CHECK_IN (compare-and-set on the
 * status): answers the entry, or undefined when it is not the merchant's, not seated, or unknown.
 */
export async function setSeatedTableLabel(
  db: Db,
  change: { queueEntryId: string; merchantId: string; tableLabel: string; tableId: string | null },
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .update(queueEntries)
    .set({ tableLabel: change.tableLabel, tableId: change.tableId })
    .where(
      and(
        eq(queueEntries.id, change.queueEntryId),
        eq(queueEntries.merchantId, change.merchantId),
        eq(queueEntries.status, 'CHECK_IN'),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Writes an entry's table label and defined table (null for a free label), inside the check-in's
 * transaction, which holds the row's lock.
 */
export async function writeTableLabel(
  db: Db,
  entry: { id: string; merchantId: string },
  seat: { label: string; tableId: string | null },
): Promise<void> {
  await db
    .update(queueEntries)
    .set({ tableLabel: seat.label, tableId: seat.tableId })
    .where(and(eq(queueEntries.id, entry.id), eq(queueEntries.merchantId, entry.merchantId)));
}

/** One unit of a table as its bill counts it, with its order (a unit-less order has a null status). */
export interface TableUnitRow {
  orderId: string;
  unitPriceCents: number | null;
  status: OrderItemStatus | null;
}

/** Every order of an entry with its units' prices and statuses (one row per unit; one per empty order). */
export async function listTableUnits(
  db: Db,
  entry: { id: string; merchantId: string },
): Promise<TableUnitRow[]> {
  return db
    .select({ orderId: orders.id, unitPriceCents: orderItems.unitPriceCents, status: orderItems.status })
    .from(orders)
    .leftJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.merchantId, entry.merchantId)))
    .where(and(eq(orders.queueEntryId, entry.id), eq(orders.merchantId, entry.merchantId)));
}
