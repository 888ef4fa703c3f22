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
export async function lockQueueEntryForShare(
  db: Db,
  key: { id: string; merchantId: string },
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.id, key.id), eq(queueEntries.merchantId, key.merchantId)))
    .for('share');
  return rows[0];
}

/**
 * As lockQueueEntryForShare, by the entry's id alone: a diner opening an order carries only the queue id
 * (their pass), and this read finds the restaurant (docs/scaling.md#queries).
 */
export async function lockQueueEntryForShareByPass(db: Db, id: string): Promise<QueueEntryRow | undefined> {
  const rows = await db.select().from(queueEntries).where(eq(queueEntries.id, id)).for('share');
  return rows[0];
}

/**
 * Reads one of the merchant's orders; `lock` takes a row lock ('share' for item writes, 'update' for status
 * changes). Undefined when it is unknown or another merchant's.
 */
export async function findOrder(
  db: Db,
  key: { id: string; merchantId: string },
  lock?: 'share' | 'update',
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, key.id), eq(orders.merchantId, key.merchantId)));
  const rows = lock ? await query.for(lock) : await query;
  return rows[0];
}

/**
 * Reads an order by its id alone, unlocked: the order id is the key a diner's (or a Pix) call carries, and
 * this read finds the restaurant (docs/scaling.md#queries).
 */
export async function findOrderByPass(db: Db, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  return rows[0];
}

/** The consumer's order at an entry (with its merchant), or undefined. */
export async function findOrderOfConsumer(
  db: Db,
  entry: { id: string; merchantId: string },
  consumerId: string,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, entry.merchantId),
        eq(orders.queueEntryId, entry.id),
        eq(orders.consumerId, consumerId),
      ),
    )
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
export async function lockOrdersOfEntry(
  db: Db,
  entry: { id: string; merchantId: string },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.queueEntryId, entry.id), eq(orders.merchantId, entry.merchantId)))
    .for('update');
}

/**
 * Moves an order from `expected` to `next` (compare-and-set), setting the fee when given. Answers the
 * updated row, or undefined when the order was no longer in `expected`.
 */
export async function compareAndSetOrderStatus(
  db: Db,
  change: {
    id: string;
    merchantId: string;
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
    .where(
      and(
        eq(orders.id, change.id),
        eq(orders.merchantId, change.merchantId),
        eq(orders.status, change.expected),
      ),
    )
    .returning();
  return rows[0];
}

/** Deletes orders (their units go with them: cascade). */
export async function deleteOrders(db: Db, merchantId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(orders).where(and(eq(orders.merchantId, merchantId), inArray(orders.id, ids)));
}
