import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { OrderWithNames } from './order.repository';

/** An order with its names and when it last changed. */
export interface ChangedOrder extends OrderWithNames {
  /** The latest of the order's own change and its units' additions and status changes. */
  changedAt: Date;
}

// When an order last changed: its own row (status, payment) or any of its units (added, accepted, ...).
const changedAt = sql<Date>`greatest(${orders.updatedAt}, coalesce((
  select max(greatest(u.created_at, u.status_at)) from order_items u where u.order_id = ${orders.id}
), ${orders.updatedAt}))`.mapWith(orders.updatedAt);

/**
 * The restaurant's orders that changed at or after `since`, oldest change first (ties by id), at most
 * `limit`: a caller pages by asking again from the last one's `changedAt`.
 */
export async function listOrdersChangedSince(
  db: Db,
  filter: { merchantId: string; since: Date; limit: number },
): Promise<ChangedOrder[]> {
  const rows = await db
    .select({
      order: orders,
      merchantName: merchants.name,
      consumerName: consumers.name,
      tableLabel: queueEntries.tableLabel,
      changedAt,
    })
    .from(orders)
    .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(consumers, eq(consumers.id, orders.consumerId))
    .where(
      and(
        eq(orders.merchantId, filter.merchantId),
        sql`${changedAt} >= ${filter.since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(changedAt), asc(orders.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    ...row.order,
    merchantName: row.merchantName,
    consumerName: row.consumerName,
    tableLabel: row.tableLabel,
    changedAt: row.changedAt,
  }));
}
