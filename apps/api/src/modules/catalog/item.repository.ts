import type { ItemOptionGroup } from '@suavez/shared/domain/item-options';
import type { MenuTranslations } from '@suavez/shared/domain/menu-translations';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { orderItems } from '#api/db/schema/order.schema';

/** An item row as stored: price in centavos. */
export interface ItemRow {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  image: string | null;
  prepared: boolean;
  active: boolean;
  soldOut: boolean;
  optionGroups: ItemOptionGroup[];
  categoryId: string;
  /** Its name and description in Spanish and English (rules.md §16); `{}` when none. */
  translations: MenuTranslations;
}

/** The fields a merchant writes on an item (sold out has its own call: `setItemSoldOut`). */
export type ItemValues = Omit<ItemRow, 'id' | 'categoryId' | 'soldOut'>;

const itemColumns = {
  id: items.id,
  name: items.name,
  description: items.description,
  priceCents: items.priceCents,
  image: items.image,
  prepared: items.prepared,
  active: items.active,
  soldOut: items.soldOut,
  optionGroups: items.optionGroups,
  categoryId: items.categoryId,
  translations: items.translations,
};

/**
 * Finds an item that is not deleted, with the merchant that owns it; `lock` holds the row until the
 * transaction ends (an order taking the item waits, so a delete cannot miss it).
 */
export async function findItemWithMerchant(
  db: Db,
  itemId: string,
  options: { lock?: boolean } = {},
): Promise<(ItemRow & { merchantId: string }) | undefined> {
  const query = db
    .select({ ...itemColumns, merchantId: catalogs.merchantId })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(catalogs, eq(catalogs.id, categories.catalogId))
    .where(and(eq(items.id, itemId), isNull(items.deletedAt)));
  const rows = options.lock ? await query.for('update', { of: items }) : await query;
  return rows[0];
}

/** Lists the (not deleted) items of a catalog's categories, in the merchant's order within each category. */
export async function listItemsOfCatalog(
  db: Db,
  merchantId: string,
  catalogId: string,
  options: { activeOnly?: boolean } = {},
): Promise<ItemRow[]> {
  const conditions = [
    eq(items.merchantId, merchantId),
    eq(categories.merchantId, merchantId),
    eq(categories.catalogId, catalogId),
    isNull(items.deletedAt),
  ];
  if (options.activeOnly) conditions.push(eq(items.active, true));
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(...conditions))
    .orderBy(asc(items.position), asc(items.createdAt), asc(items.id));
}

/** Lists the ids of a category's items that are not deleted. */
export async function listItemIdsOfCategory(
  db: Db,
  merchantId: string,
  categoryId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.merchantId, merchantId), eq(items.categoryId, categoryId), isNull(items.deletedAt)));
  return rows.map((row) => row.id);
}

/** The position after the category's last item. */
export async function nextItemPosition(db: Db, merchantId: string, categoryId: string): Promise<number> {
  const rows = await db
    .select({ next: sql<number>`coalesce(max(${items.position}) + 1, 0)::int` })
    .from(items)
    .where(and(eq(items.merchantId, merchantId), eq(items.categoryId, categoryId)));
  return Number(rows[0]?.next ?? 0);
}

/** Inserts an item and answers it. */
export async function insertItem(
  db: Db,
  values: ItemValues & { merchantId: string; categoryId: string; position: number },
): Promise<ItemRow> {
  const rows = await db.insert(items).values(values).returning(itemColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into items returned no row');
  return row;
}

/** Changes an item's fields (those given) and answers it. */
export async function updateItemRow(
  db: Db,
  merchantId: string,
  id: string,
  changes: Partial<ItemValues> & { categoryId?: string; position?: number },
  now: Date,
): Promise<ItemRow | undefined> {
  const set: Partial<typeof items.$inferInsert> = { updatedAt: now };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(set, { [key]: value });
  }
  const rows = await db
    .update(items)
    .set(set)
    .where(and(eq(items.id, id), eq(items.merchantId, merchantId)))
    .returning(itemColumns);
  return rows[0];
}

/**
 * Marks an item sold out or available again, and answers it; undefined when it is deleted. Consumers' open
 * menus hear of it through the database (trigger `items_live`, migration 0009).
 */
export async function setItemSoldOut(
  db: Db,
  merchantId: string,
  id: string,
  soldOut: boolean,
  now: Date,
): Promise<ItemRow | undefined> {
  const rows = await db
    .update(items)
    .set({ soldOut, updatedAt: now })
    .where(and(eq(items.id, id), eq(items.merchantId, merchantId), isNull(items.deletedAt)))
    .returning(itemColumns);
  return rows[0];
}

/** Gives each item its index in `orderedIds` as position. */
export async function setItemPositions(
  db: Db,
  merchantId: string,
  orderedIds: readonly string[],
  now: Date,
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(items)
      .set({ position, updatedAt: now })
      .where(and(eq(items.id, id), eq(items.merchantId, merchantId)));
  }
}

/** Whether any order item refers to the item (then it can only be hidden, not deleted). */
export async function isItemInAnyOrder(db: Db, merchantId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

/** Hides an item everywhere; bills keep their copies of its name and price. */
export async function softDeleteItem(db: Db, merchantId: string, itemId: string, now: Date): Promise<void> {
  await db
    .update(items)
    .set({ deletedAt: now, active: false, updatedAt: now })
    .where(and(eq(items.id, itemId), eq(items.merchantId, merchantId)));
}

/** Deletes an item no order refers to. */
export async function deleteItemRow(db: Db, merchantId: string, itemId: string): Promise<void> {
  await db.delete(items).where(and(eq(items.id, itemId), eq(items.merchantId, merchantId)));
}
