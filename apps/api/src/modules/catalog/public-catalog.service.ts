import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findActiveCatalog } from './catalog.repository';
import { groupItemsByCategory } from './catalog.service';
import { type CategoryRow, listCategoriesOfCatalog } from './category.repository';
import { type ItemRow, listItemsOfCatalog } from './item.repository';

/** What consumers read when a merchant has no active catalog (or does not exist). */
export const MENU_NOT_FOUND_MESSAGE = 'Cardápio não encontrado.';

/** The merchant's active catalog; NOT_FOUND when it has none. */
export async function getActiveCatalog(options: {
  db: Db;
  merchantId: string;
}): Promise<{ id: string; name: string }> {
  const catalog = await findActiveCatalog(options.db, options.merchantId);
  if (!catalog) throw new AppError('NOT_FOUND', MENU_NOT_FOUND_MESSAGE);
  return catalog;
}

/** The active catalog's active categories with their active, not deleted items, in the merchant's order. */
export async function getPublicMenu(options: {
  db: Db;
  merchantId: string;
}): Promise<(CategoryRow & { items: ItemRow[] })[]> {
  const catalog = await getActiveCatalog(options);
  const [categoryRows, itemRows] = await Promise.all([
    listCategoriesOfCatalog(options.db, options.merchantId, catalog.id, { activeOnly: true }),
    listItemsOfCatalog(options.db, options.merchantId, catalog.id, { activeOnly: true }),
  ]);
  return groupItemsByCategory(categoryRows, itemRows);
}
