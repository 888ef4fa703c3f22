import type { ChosenOption } from '@suavez/shared/domain/item-options';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** One unit the kitchen prepares, with its table and who ordered it. */
export interface KitchenUnitRow {
  id: string;
  orderId: string;
  itemId: string;
  name: string;
  options: ChosenOption[];
  note: string | null;
  acceptedAt: Date;
  startedAt: Date | null;
  queueEntryId: string;
  tableLabel: string | null;
  ownerName: string;
  consumerName: string;
}

const owner = alias(consumers, 'owner');

/**
 * The units of a merchant's seated tables (CHECK_IN) that are being prepared (PREPARING: accepted, of a
 * `prepared` item, not yet delivered), oldest accepted first. Indexed all the way: the merchant's seated
 * entries (queue_entries_merchant_status_idx), their orders (orders_one_per_entry_and_consumer), and each
 * order's units being prepared (the partial order_items_preparing_idx): delivered units are never read.
 */
export async function listKitchenUnits(db: Db, merchantId: string): Promise<KitchenUnitRow[]> {
  // Units accepted before acceptance times were kept (migration 0009 filled those) fall back to their
  // last status change, which for PREPARING is the acceptance.
  const acceptedAt = sql<Date>`coalesce(${orderItems.acceptedAt}, ${orderItems.statusAt})`.mapWith(
    orderItems.statusAt,
  );
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      itemId: orderItems.itemId,
      name: orderItems.name,
      options: orderItems.options,
      note: orderItems.note,
      acceptedAt,
      startedAt: orderItems.startedAt,
      queueEntryId: queueEntries.id,
      tableLabel: queueEntries.tableLabel,
      ownerName: owner.name,
      consumerName: consumers.name,
    })
    .from(queueEntries)
    .innerJoin(owner, eq(owner.id, queueEntries.consumerId))
    .innerJoin(orders, eq(orders.queueEntryId, queueEntries.id))
    .innerJoin(consumers, eq(consumers.id, orders.consumerId))
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.status, 'PREPARING')))
    .where(and(eq(queueEntries.merchantId, merchantId), eq(queueEntries.status, 'CHECK_IN')))
    .orderBy(asc(acceptedAt), asc(orderItems.createdAt), asc(orderItems.id));
}

/**
 * Marks a unit being prepared as started ('Em preparo') at `at`, only if it is still PREPARING and not yet
 * started (a compare-and-set: two screens pressing 'Começar' at once, one wins). The status does not change.
 * Answers the updated row, or undefined when it was started, delivered or cancelled first.
 */
export async function compareAndSetUnitStarted(
  db: Db,
  unit: { id: string; merchantId: string; at: Date },
): Promise<typeof orderItems.$inferSelect | undefined> {
  const rows = await db
    .update(orderItems)
    .set({ startedAt: unit.at })
    .where(
      and(
        eq(orderItems.id, unit.id),
        eq(orderItems.merchantId, unit.merchantId),
        eq(orderItems.status, 'PREPARING'),
        isNull(orderItems.startedAt),
      ),
    )
    .returning();
  return rows[0];
}

/** Finds whether the owner asked the kitchen display to print each new order (undefined: no such merchant). */
export async function findKitchenPrintOnArrival(db: Db, merchantId: string): Promise<boolean | undefined> {
  const rows = await db
    .select({ printOnArrival: merchants.kitchenPrintOnArrival })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return rows[0]?.printOnArrival;
}
