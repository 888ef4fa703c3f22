import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { assertCatalogRowOwnedBy, assertSameIdSet } from './catalog-access';
import { findCategoryWithMerchant } from './category.repository';
import {
  deleteItemRow,
  findItemWithMerchant,
  type ItemRow,
  type ItemValues,
  insertItem,
  isItemInAnyOrder,
  listItemIdsOfCategory,
  nextItemPosition,
  setItemPositions,
  setItemSoldOut,
  softDeleteItem,
  updateItemRow,
} from './item.repository';
import { assignOptionIds, type OptionGroupValues } from './item-option-groups';

/** The fields of an item as the calls give them: option groups with the ids the editor sent back. */
type ItemInput = Omit<ItemValues, 'optionGroups'> & { optionGroups: OptionGroupValues[] };

/**
 * Adds an item (price in centavos) at the end of one of the merchant's categories; every option group and
 * option gets a new id.
 */
export async function createItem(
  options: { db: Db; merchantId: string; categoryId: string } & ItemInput,
): Promise<ItemRow> {
  const { db, merchantId, categoryId, optionGroups, ...values } = options;
  return db.transaction(async (tx) => {
    // Locking the category serialises additions and reorders, so positions stay distinct.
    const category = await findCategoryWithMerchant(tx, categoryId, { lock: true });
    assertCatalogRowOwnedBy(category, merchantId);
    const position = await nextItemPosition(tx, merchantId, categoryId);
    return insertItem(tx, {
      ...values,
      merchantId,
      optionGroups: assignOptionIds(optionGroups, []),
      categoryId,
      position,
    });
  });
}

/**
 * Changes an item's fields; a new category (of the same merchant) puts it at the end of that category.
 * `optionGroups` replaces the whole list, keeping the ids of the groups and options it sends back; units
 * already ordered keep their copies.
 */
export async function updateItem(
  options: {
    db: Db;
    merchantId: string;
    id: string;
    categoryId?: string | undefined;
    now: Date;
  } & Partial<ItemInput>,
): Promise<ItemRow> {
  const { db, merchantId, id, categoryId, now, optionGroups, ...changes } = options;
  return db.transaction(async (tx) => {
    const item = await findItemWithMerchant(tx, id, { lock: true });
    assertCatalogRowOwnedBy(item, merchantId);
    let move: { categoryId: string; position: number } | undefined;
    if (categoryId !== undefined && categoryId !== item.categoryId) {
      const target = await findCategoryWithMerchant(tx, categoryId, { lock: true });
      assertCatalogRowOwnedBy(target, merchantId);
      move = { categoryId, position: await nextItemPosition(tx, merchantId, categoryId) };
    }
    const groups = optionGroups === undefined ? undefined : assignOptionIds(optionGroups, item.optionGroups);
    const updated = await updateItemRow(
      tx,
      merchantId,
      id,
      { ...changes, optionGroups: groups, ...move },
      now,
    );
    if (!updated) throw new AppError('CATALOG_FORBIDDEN');
    return updated;
  });
}

/**
 * 'Esgotado': marks one of the merchant's items sold out, or available again (`PATCH /item/soldout`). The
 * row lock waits for an order that is adding the item (it holds a share lock) and makes the next one wait
 * for this change, and the addition itself checks `sold_out` in its insert: no unit is added after the
 * item is sold out (docs/orders-and-bills.md#sold-out).
 */
export async function setSoldOut(options: {
  db: Db;
  merchantId: string;
  id: string;
  soldOut: boolean;
  now: Date;
}): Promise<ItemRow> {
  return options.db.transaction(async (tx) => {
    const item = await findItemWithMerchant(tx, options.id, { lock: true });
    assertCatalogRowOwnedBy(item, options.merchantId);
    const updated = await setItemSoldOut(tx, options.merchantId, item.id, options.soldOut, options.now);
    if (!updated) throw new AppError('CATALOG_FORBIDDEN');
    return updated;
  });
}

/** Puts a category's items in the given order; the list must name each (not deleted) item once. */
export async function reorderItems(options: {
  db: Db;
  merchantId: string;
  categoryId: string;
  itemIds: readonly string[];
  now: Date;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const category = await findCategoryWithMerchant(tx, options.categoryId, { lock: true });
    assertCatalogRowOwnedBy(category, options.merchantId);
    assertSameIdSet(
      options.itemIds,
      await listItemIdsOfCategory(tx, options.merchantId, category.id),
      'Envie todos os itens da categoria, cada um uma vez, na nova ordem.',
    );
    await setItemPositions(tx, options.merchantId, options.itemIds, options.now);
  });
}

/**
 * Deletes an item. One that orders refer to is hidden instead (soft delete): bills keep their copies of
 * its name and price, and the order rows keep a valid reference.
 */
export async function deleteItem(options: {
  db: Db;
  merchantId: string;
  id: string;
  now: Date;
}): Promise<{ isSoftDeleted: boolean; name: string }> {
  return options.db.transaction(async (tx) => {
    // The row lock makes an order that is adding this item wait for us (its foreign key check needs a
    // share lock), so the check below cannot miss it.
    const item = await findItemWithMerchant(tx, options.id, { lock: true });
    assertCatalogRowOwnedBy(item, options.merchantId);
    if (await isItemInAnyOrder(tx, options.merchantId, item.id)) {
      await softDeleteItem(tx, options.merchantId, item.id, options.now);
      return { isSoftDeleted: true, name: item.name };
    }
    await deleteItemRow(tx, options.merchantId, item.id);
    return { isSoftDeleted: false, name: item.name };
  });
}
