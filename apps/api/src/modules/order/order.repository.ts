import type { OrderStatus } from '@suavez/shared/domain/order-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { QueueEntryRow } from '#api/modules/queue/queue.repository';

/** An order row as stored. */
export type OrderRow = typeof orders.$inferSelect;

/** An order with the names its view shows. */
export interface OrderWithNames extends OrderRow {
  merchantName: string;
  consumerName: string;
  /** The table's label ('12'), null when none. */
  tableLabel: string | null;
}

/**
 * Reads an entry with a shared lock: order writes hold it so a checkout (which locks the entry for
 * update) never runs between their status check and their write.
 */
export async function lockQueueEntryForShare(db: Db, id: string): Promise<QueueEntryRow | undefined> {
  const rows = await db.select().from(queueEntries).where(eq(queueEntries.id, id)).for('share');
  return rows[0];
}

/** Reads an order; `lock` takes a row lock ('share' for item writes, 'update' for status changes). */
export async function findOrder(
  db: Db,
  id: string,
  lock?: 'share' | 'update',
): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const rows = lock ? await query.for(lock) : await query;
  return rows[0];
}

/** The consumer's order at an entry, or undefined. */
export async function findOrderOfConsumer(
  db: Db,
  queueEntryId: string,
  consumerId: string,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.queueEntryId, queueEntryId), eq(orders.consumerId, consumerId)))
    .limit(1);
  return rows[0];
}

/**
 * Inserts the consumer's order at an entry unless it exists (the unique constraint decides, even under a
 * race); answers the new row, or undefined when one was already there.
 */
export async function insertOrderIfAbsent(
  db: Db,
  values: { merchantId: string; queueEntryId: string; consumerId: string; at: Date },
): Promise<OrderRow | undefined> {
  const rows = await db
    .insert(orders)
    .values({
      merchantId: values.merchantId,
      queueEntryId: values.queueEntryId,
      consumerId: values.consumerId,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing({ target: [orders.queueEntryId, orders.consumerId] })
    .returning();
  return rows[0];
}

/** Orders with the merchant's and consumer's names, by ids or by entry, oldest first. */
export async function listOrdersWithNames(
  db: Db,
  filter: { orderId: string } | { queueEntryId: string },
): Promise<OrderWithNames[]> {
  const where =
    'orderId' in filter ? eq(orders.id, filter.orderId) : eq(orders.queueEntryId, filter.queueEntryId);
  const rows = await db
    .select({
      order: orders,
      merchantName: merchants.name,
      consumerName: consumers.name,
      tableLabel: queueEntries.tableLabel,
    })
    .from(orders)
    .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .innerJoin(consumers, eq(consumers.id, orders.consumerId))
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => ({
    ...row.order,
    merchantName: row.merchantName,
    consumerName: row.consumerName,
    tableLabel: row.tableLabel,
  }));
}

/** Every order of an entry, locked for update (checkout). */
export async function lockOrdersOfEntry(db: Db, queueEntryId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.queueEntryId, queueEntryId)).for('update');
}

/**
 * Moves an order from `expected` to `next` (compare-and-set), setting the fee when given. Answers the
 * updated row, or undefined when the order was no longer in `expected`.
 */
export async function compareAndSetOrderStatus(
  db: Db,
  change: {
    id: string;
    expected: OrderStatus;
    next: OrderStatus;
    serviceFeePercent?: number | null;
    at: Date;
  },
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set({
      status: change.next,
      updatedAt: change.at,
      ...(change.serviceFeePercent === undefined ? {} : { serviceFeePercent: change.serviceFeePercent }),
      // A reopened bill will change: a 'Já paguei' said about the old one no longer stands (docs/pix.md).
      ...(change.next === 'OPEN' ? { pixReportedAt: null } : {}),
    })
    .where(and(eq(orders.id, change.id), eq(orders.status, change.expected)))
    .returning();
  return rows[0];
}

/** Deletes orders (their units go with them: cascade). */
export async function deleteOrders(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(orders).where(inArray(orders.id, ids));
}
