import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findUniqueViolation } from '#api/lib/unique-violation';
import {
  type CatalogRow,
  deactivateOtherCatalogs,
  findCatalogWithMerchant,
  insertCatalog,
  listCatalogsByMerchant,
  lockMerchantForCatalogChange,
  updateCatalogRow,
} from './catalog.repository';
import { assertCatalogRowOwnedBy } from './catalog-access';
import { type CategoryRow, listCategoriesOfCatalog } from './category.repository';
import { type ItemRow, listItemsOfCatalog } from './item.repository';

/** Message of the 409 when the one-active index refuses a second active catalog. */
export const ONE_ACTIVE_CATALOG_MESSAGE = 'Somente um cardápio pode estar ativo.';

/** A catalog with its categories and their items, in the merchant's order (prices in centavos). */
export interface CatalogTree extends CatalogRow {
  categories: (CategoryRow & { items: ItemRow[] })[];
}

/** Lists the merchant's catalogs. */
export async function listCatalogs(options: { db: Db; merchantId: string }): Promise<CatalogRow[]> {
  return listCatalogsByMerchant(options.db, options.merchantId);
}

/** Creates a catalog; an active one deactivates the merchant's other catalogs in the same transaction. */
export async function createCatalog(options: {
  db: Db;
  merchantId: string;
  name: string;
  active: boolean;
  now: Date;
}): Promise<CatalogRow> {
  return withOneActiveRule(() =>
    options.db.transaction(async (tx) => {
      if (!(await lockMerchantForCatalogChange(tx, options.merchantId))) {
        throw new AppError('CATALOG_FORBIDDEN');
      }
      if (options.active) {
        await deactivateOtherCatalogs(tx, { merchantId: options.merchantId, now: options.now });
      }
      return insertCatalog(tx, {
        merchantId: options.merchantId,
        name: options.name,
        active: options.active,
      });
    }),
  );
}

/** Renames and/or (de)activates a catalog; activating deactivates the others in the same transaction. */
export async function updateCatalog(options: {
  db: Db;
  merchantId: string;
  id: string;
  name?: string | undefined;
  active?: boolean | undefined;
  now: Date;
}): Promise<CatalogRow> {
  return withOneActiveRule(() =>
    options.db.transaction(async (tx) => {
      // The merchant's lock first: two activations of one merchant queue here (read committed), so the
      // second sees the first one's result and deactivates it.
      await lockMerchantForCatalogChange(tx, options.merchantId);
      const catalog = await findCatalogWithMerchant(tx, options.id);
      assertCatalogRowOwnedBy(catalog, options.merchantId);
      if (options.active === true) {
        await deactivateOtherCatalogs(tx, {
          merchantId: options.merchantId,
          exceptId: options.id,
          now: options.now,
        });
      }
      const updated = await updateCatalogRow(tx, options.merchantId, options.id, {
        name: options.name,
        active: options.active,
        now: options.now,
      });
      if (!updated) throw new AppError('CATALOG_FORBIDDEN');
      return updated;
    }),
  );
}

/** The merchant's catalog with every category and every item that is not deleted. */
export async function getCatalogTree(options: {
  db: Db;
  merchantId: string;
  id: string;
}): Promise<CatalogTree> {
  const catalog = await findCatalogWithMerchant(options.db, options.id);
  assertCatalogRowOwnedBy(catalog, options.merchantId);
  const [categoryRows, itemRows] = await Promise.all([
    listCategoriesOfCatalog(options.db, options.merchantId, catalog.id),
    listItemsOfCatalog(options.db, options.merchantId, catalog.id),
  ]);
  return {
    id: catalog.id,
    name: catalog.name,
    active: catalog.active,
    categories: groupItemsByCategory(categoryRows, itemRows),
  };
}

/** Puts each item under its category, keeping both orders. */
export function groupItemsByCategory<C extends { id: string }, I extends { categoryId: string }>(
  categoryRows: readonly C[],
  itemRows: readonly I[],
): (C & { items: I[] })[] {
  const byCategory = new Map<string, I[]>();
  for (const item of itemRows) {
    const list = byCategory.get(item.categoryId);
    if (list) list.push(item);
    else byCategory.set(item.categoryId, [item]);
  }
  return categoryRows.map((category) => ({ ...category, items: byCategory.get(category.id) ?? [] }));
}

// The partial unique index is the backstop behind the merchant lock: if it ever fires, answer 409, not 500.
async function withOneActiveRule<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (findUniqueViolation(error) === 'catalogs_one_active_per_merchant')
      throw new AppError('CONFLICT', ONE_ACTIVE_CATALOG_MESSAGE);
    throw error;
  }
}
