import type { ChosenOption, ItemOptionGroup } from '@suavez/shared/domain/item-options';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { OrderStatus } from '@suavez/shared/domain/order-status';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** An order unit as stored. */
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A menu item with what decides whether it may be ordered. */
export interface OrderableItem {
  id: string;
  name: string;
  priceCents: number;
  prepared: boolean;
  isOrderable: boolean;
  /** 'Esgotado': on the menu, but not orderable. */
  soldOut: boolean;
  optionGroups: ItemOptionGroup[];
  merchantId: string;
}

/**
 * Reads a menu item with its category and catalog, locking the three rows (shared) so the copy of name,
 * price and prepared is taken from a row no edit is changing. Answers undefined when the item is unknown.
 */
export async function lockOrderableItem(db: Db, itemId: string): Promise<OrderableItem | undefined> {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      priceCents: items.priceCents,
      prepared: items.prepared,
      soldOut: items.soldOut,
      optionGroups: items.optionGroups,
      itemActive: items.active,
      deletedAt: items.deletedAt,
      categoryActive: categories.active,
      catalogActive: catalogs.active,
      merchantId: catalogs.merchantId,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(catalogs, eq(catalogs.id, categories.catalogId))
    .where(eq(items.id, itemId))
    .for('share', { of: [items, categories, catalogs] });
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    prepared: row.prepared,
    isOrderable: row.itemActive && row.deletedAt === null && row.categoryActive && row.catalogActive,
    soldOut: row.soldOut,
    optionGroups: row.optionGroups,
    merchantId: row.merchantId,
  };
}

/**
 * Inserts one CREATED unit copying the item's name, price and prepared flag in the same statement, with
 * the chosen options' copies and the note, only if the item is not sold out at that moment: the insert
 * itself is the check (a compare-and-set), not a read before it. Answers the unit, or undefined when the
 * item is sold out (or gone).
 */
export async function insertOrderItemUnlessSoldOut(
  db: Db,
  values: {
    merchantId: string;
    orderId: string;
    itemId: string;
    options: readonly ChosenOption[];
    optionsPriceCents: number;
    note: string | null;
    at: Date;
  },
): Promise<OrderItemRow | undefined> {
  const at = values.at.toISOString();
  const inserted = (await db.execute(sql`
    INSERT INTO ${orderItems} (merchant_id, order_id, item_id, name, price_cents, options, options_price_cents, note,
      prepared, created_at, status_at)
    SELECT i.merchant_id, ${values.orderId}::uuid, i.id, i.name, i.price_cents, ${JSON.stringify(values.options)}::jsonb,
      ${values.optionsPriceCents}::int, ${values.note}::text, i.prepared, ${at}::timestamptz, ${at}::timestamptz
    FROM ${items} i
    WHERE i.id = ${values.itemId}::uuid AND i.merchant_id = ${values.merchantId}::uuid AND NOT i.sold_out
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  const id = inserted.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  return row;
}

/** The units of orders, oldest first. */
export async function listOrderItems(
  db: Db,
  ofOrders: readonly { id: string; merchantId: string }[],
): Promise<OrderItemRow[]> {
  if (ofOrders.length === 0) return [];
  const merchantIds = [...new Set(ofOrders.map((order) => order.merchantId))];
  return db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.merchantId, merchantIds),
        inArray(
          orderItems.orderId,
          ofOrders.map((order) => order.id),
        ),
      ),
    )
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

/** A unit with who it belongs to: its order's consumer, status and entry, and the entry's merchant. */
export interface OrderItemContext {
  item: OrderItemRow;
  orderConsumerId: string;
  orderStatus: OrderStatus;
  queueEntryId: string;
  queueStatus: QueueStatus;
  merchantId: string;
}

/** Reads a unit with its order and entry, or undefined. */
export async function findOrderItemContext(db: Db, id: string): Promise<OrderItemContext | undefined> {
  const rows = await db
    .select({
      item: orderItems,
      orderConsumerId: orders.consumerId,
      orderStatus: orders.status,
      queueEntryId: queueEntries.id,
      queueStatus: queueEntries.status,
      merchantId: queueEntries.merchantId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
    .where(eq(orderItems.id, id))
    .limit(1);
  return rows[0];
}

/**
 * Moves a unit from `expected` to `next` only if it is still in `expected` (compare-and-set), and, when
 * given, only if its status changed at or after `changedSince` (the undo window of a delivery). Also writes
 * what the change records: when it was accepted, why it was refused. Answers the updated row, or undefined
 * when someone else moved it first (or the window closed).
 */
export async function compareAndSetOrderItemStatus(
  db: Db,
  change: {
    id: string;
    merchantId: string;
    expected: OrderItemStatus;
    next: OrderItemStatus;
    at: Date;
    changedSince?: Date;
    acceptedAt?: Date;
    refusalReason?: string | null;
  },
): Promise<OrderItemRow | undefined> {
  const conditions = [
    eq(orderItems.id, change.id),
    eq(orderItems.merchantId, change.merchantId),
    eq(orderItems.status, change.expected),
  ];
  if (change.changedSince) conditions.push(gte(orderItems.statusAt, change.changedSince));
  const rows = await db
    .update(orderItems)
    .set({
      status: change.next,
      statusAt: change.at,
      ...(change.acceptedAt === undefined ? {} : { acceptedAt: change.acceptedAt }),
      ...(change.refusalReason === undefined ? {} : { refusalReason: change.refusalReason }),
    })
    .where(and(...conditions))
    .returning();
  return rows[0];
}

/** Sends every CREATED unit of an order in one statement; answers how many moved. */
export async function sendCreatedItems(
  db: Db,
  order: { id: string; merchantId: string },
  at: Date,
): Promise<number> {
  const rows = await db
    .update(orderItems)
    .set({ status: 'SENT', statusAt: at })
    .where(
      and(
        eq(orderItems.orderId, order.id),
        eq(orderItems.merchantId, order.merchantId),
        eq(orderItems.status, 'CREATED'),
      ),
    )
    .returning({ id: orderItems.id });
  return rows.length;
}

/** Deletes a unit only while it is CREATED; answers whether a row went. */
export async function deleteCreatedItem(db: Db, unit: { id: string; merchantId: string }): Promise<boolean> {
  const rows = await db
    .delete(orderItems)
    .where(
      and(
        eq(orderItems.id, unit.id),
        eq(orderItems.merchantId, unit.merchantId),
        eq(orderItems.status, 'CREATED'),
      ),
    )
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

/** Drops the cart (CREATED units) of an order. */
export async function deleteCreatedItemsOfOrder(
  db: Db,
  order: { id: string; merchantId: string },
): Promise<void> {
  await db
    .delete(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        eq(orderItems.merchantId, order.merchantId),
        eq(orderItems.status, 'CREATED'),
      ),
    );
}
