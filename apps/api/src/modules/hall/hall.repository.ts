import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** One seated table with its pending counts, as the hall query reads it. */
export interface HallRow {
  id: string;
  slot: number;
  /** Whose table it is: the tile shows their name, which changes under their own tag. */
  consumerId: string;
  consumerName: string;
  tableLabel: string | null;
  pendingSentItems: number;
  pendingCancelRequestedItems: number;
  firstItem: Date | null;
  oldestAcceptedAt: Date | null;
  billRequestedAt: Date | null;
  /** A diner said 'Já paguei' on an order not yet paid. */
  pixReported: boolean;
  /** Every order that asked for the bill is paid, and at least one was. */
  paid: boolean;
}

// Raw aggregates come back as text from node-postgres and as Date from PGlite.
const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * The merchant's CHECK_IN entries with their pending counts, in one aggregate query, sorted as
 * docs/orders-and-bills.md#hall says: tables with SENT units first (oldest pending unit first), then tables
 * with cancel requests, then by the owner's name.
 */
export async function listHallRows(db: Db, merchantId: string): Promise<HallRow[]> {
  const pendingSent = sql<number>`count(${orderItems.id}) filter (where ${orderItems.status} = 'SENT')`;
  const pendingCancel = sql<number>`count(${orderItems.id}) filter (where ${orderItems.status} = 'CANCEL_REQUEST')`;
  const firstItem = sql<
    Date | string | null
  >`min(${orderItems.statusAt}) filter (where ${orderItems.status} = 'SENT')`;
  const oldestAcceptedAt = sql<
    Date | string | null
  >`min(coalesce(${orderItems.acceptedAt}, ${orderItems.statusAt})) filter (where ${orderItems.status} in ('ACCEPTED', 'PREPARING'))`;
  // An order's row repeats once per unit in this join: min() does not mind.
  const billRequestedAt = sql<
    Date | string | null
  >`min(${orders.updatedAt}) filter (where ${orders.status} = 'PAYMENT_REQUESTED')`;
  // Orders repeat once per unit in this join: bool_or and bool_and do not mind either.
  const pixReported = sql<boolean>`coalesce(bool_or(${orders.pixReportedAt} is not null and ${orders.status} in ('PAYMENT_REQUESTED', 'CLOSED')), false)`;
  const billed = sql`${orders.status} in ('PAYMENT_REQUESTED', 'CLOSED', 'PAYMENT_COMPLETED')`;
  const paid = sql<boolean>`coalesce(bool_and(${orders.status} = 'PAYMENT_COMPLETED') filter (where ${billed}), false)`;
  const rows = await db
    .select({
      id: queueEntries.id,
      slot: queueEntries.slot,
      consumerId: queueEntries.consumerId,
      consumerName: consumers.name,
      tableLabel: queueEntries.tableLabel,
      pendingSentItems: pendingSent.mapWith(Number),
      pendingCancelRequestedItems: pendingCancel.mapWith(Number),
      firstItem,
      oldestAcceptedAt,
      billRequestedAt,
      pixReported,
      paid,
    })
    .from(queueEntries)
    .innerJoin(consumers, eq(consumers.id, queueEntries.consumerId))
    .leftJoin(orders, eq(orders.queueEntryId, queueEntries.id))
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(queueEntries.merchantId, merchantId), eq(queueEntries.status, 'CHECK_IN')))
    .groupBy(queueEntries.id, consumers.name)
    .orderBy(
      sql`(${pendingSent} > 0) desc`,
      sql`${firstItem} asc nulls last`,
      sql`(${pendingCancel} > 0) desc`,
      sql`lower(${consumers.name}) asc`,
      asc(queueEntries.joinedAt),
      asc(queueEntries.id),
    );
  return rows.map((row) => ({
    ...row,
    firstItem: toDate(row.firstItem),
    oldestAcceptedAt: toDate(row.oldestAcceptedAt),
    billRequestedAt: toDate(row.billRequestedAt),
    pixReported: row.pixReported === true,
    paid: row.paid === true,
  }));
}
