import type { MenuTranslations } from '@suavez/shared/domain/menu-translations';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findCatalogWithMerchant } from './catalog.repository';
import { assertCatalogRowOwnedBy, assertSameIdSet } from './catalog-access';
import {
  type CategoryRow,
  findCategoryWithMerchant,
  insertCategory,
  listCategoriesOfCatalog,
  nextCategoryPosition,
  setCategoryPositions,
  updateCategoryRow,
} from './category.repository';

/** Adds a category at the end of one of the merchant's catalogs. */
export async function createCategory(options: {
  db: Db;
  merchantId: string;
  catalogId: string;
  name: string;
  description: string;
  active: boolean;
  translations?: MenuTranslations | undefined;
}): Promise<CategoryRow> {
  return options.db.transaction(async (tx) => {
    // Locking the catalog serialises additions and reorders, so positions stay distinct.
    const catalog = await findCatalogWithMerchant(tx, options.catalogId, { lock: true });
    assertCatalogRowOwnedBy(catalog, options.merchantId);
    const position = await nextCategoryPosition(tx, options.merchantId, catalog.id);
    return insertCategory(tx, {
      merchantId: options.merchantId,
      catalogId: catalog.id,
      name: options.name,
      description: options.description,
      active: options.active,
      position,
      translations: options.translations ?? {},
    });
  });
}

/** Changes a category's name, description, active flag and/or translations. */
export async function updateCategory(options: {
  db: Db;
  merchantId: string;
  id: string;
  name?: string | undefined;
  description?: string | undefined;
  active?: boolean | undefined;
  /** Replaces the stored translations when given. */
  translations?: MenuTranslations | undefined;
  now: Date;
}): Promise<CategoryRow> {
  const category = await findCategoryWithMerchant(options.db, options.id);
  assertCatalogRowOwnedBy(category, options.merchantId);
  const updated = await updateCategoryRow(
    options.db,
    options.merchantId,
    options.id,
    {
      name: options.name,
      description: options.description,
      active: options.active,
      translations: options.translations,
    },
    options.now,
  );
  if (!updated) throw new AppError('CATALOG_FORBIDDEN');
  return updated;
}

/** Puts a catalog's categories in the given order; the list must name each of them once. */
export async function reorderCategories(options: {
  db: Db;
  merchantId: string;
  catalogId: string;
  categoryIds: readonly string[];
  now: Date;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const catalog = await findCatalogWithMerchant(tx, options.catalogId, { lock: true });
    assertCatalogRowOwnedBy(catalog, options.merchantId);
    const current = await listCategoriesOfCatalog(tx, options.merchantId, catalog.id);
    assertSameIdSet(
      options.categoryIds,
      current.map((category) => category.id),
      'Envie todas as categorias do cardápio, cada uma uma vez, na nova ordem.',
    );
    await setCategoryPositions(tx, options.merchantId, options.categoryIds, options.now);
  });
}
