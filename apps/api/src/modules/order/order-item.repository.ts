import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { OrderStatus } from '@suavez/shared/domain/order-status';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, categories, items } from '../../db/schema/catalog.schema';
import { orderItems, orders } from '../../db/schema/order.schema';
import { queueEntries } from '../../db/schema/queue.schema';

/** An order unit as stored. */
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A menu item with what decides whether it may be ordered. */
export interface OrderableItem {
  id: string;
  name: string;
  priceCents: number;
  prepared: boolean;
  isOrderable: boolean;
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
    merchantId: row.merchantId,
  };
}

/** Inserts one CREATED unit with the copied name, price and prepared flag. */
export async function insertOrderItem(
  db: Db,
  values: { orderId: string; itemId: string; name: string; priceCents: number; prepared: boolean; at: Date },
): Promise<OrderItemRow> {
  const [row] = await db
    .insert(orderItems)
    .values({ ...values, createdAt: values.at, statusAt: values.at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The units of orders, oldest first. */
export async function listOrderItems(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
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
 * Moves a unit from `expected` to `next` only if it is still in `expected` (compare-and-set). Answers the
 * updated row, or undefined when someone else moved it first.
 */
export async function compareAndSetOrderItemStatus(
  db: Db,
  change: { id: string; expected: OrderItemStatus; next: OrderItemStatus; at: Date },
): Promise<OrderItemRow | undefined> {
  const rows = await db
    .update(orderItems)
    .set({ status: change.next, statusAt: change.at })
    .where(and(eq(orderItems.id, change.id), eq(orderItems.status, change.expected)))
    .returning();
  return rows[0];
}

/** Sends every CREATED unit of an order in one statement; answers how many moved. */
export async function sendCreatedItems(db: Db, orderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(orderItems)
    .set({ status: 'SENT', statusAt: at })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'CREATED')))
    .returning({ id: orderItems.id });
  return rows.length;
}

/** Deletes a unit only while it is CREATED; answers whether a row went. */
export async function deleteCreatedItem(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(orderItems)
    .where(and(eq(orderItems.id, id), eq(orderItems.status, 'CREATED')))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

/** Drops the cart (CREATED units) of an order. */
export async function deleteCreatedItemsOfOrder(db: Db, orderId: string): Promise<void> {
  await db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'CREATED')));
}
