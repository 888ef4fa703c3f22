import type { MenuTranslations } from '@suavez/shared/domain/menu-translations';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { catalogs, categories } from '#api/db/schema/catalog.schema';

/** A category row as the calls answer it. */
export interface CategoryRow {
  id: string;
  name: string;
  description: string;
  active: boolean;
  catalogId: string;
  /** Its name and description in Spanish and English (rules.md §16); `{}` when none. */
  translations: MenuTranslations;
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  active: categories.active,
  catalogId: categories.catalogId,
  translations: categories.translations,
};

/** Finds a category with the merchant that owns its catalog; `lock` holds the row until the transaction ends. */
export async function findCategoryWithMerchant(
  db: Db,
  categoryId: string,
  options: { lock?: boolean } = {},
): Promise<(CategoryRow & { merchantId: string }) | undefined> {
  const query = db
    .select({ ...categoryColumns, merchantId: catalogs.merchantId })
    .from(categories)
    .innerJoin(catalogs, eq(catalogs.id, categories.catalogId))
    .where(eq(categories.id, categoryId));
  const rows = options.lock ? await query.for('update', { of: categories }) : await query;
  return rows[0];
}

/** Lists a catalog's categories in the merchant's order; `activeOnly` leaves the inactive ones out. */
export async function listCategoriesOfCatalog(
  db: Db,
  merchantId: string,
  catalogId: string,
  options: { activeOnly?: boolean } = {},
): Promise<CategoryRow[]> {
  const conditions = [eq(categories.merchantId, merchantId), eq(categories.catalogId, catalogId)];
  if (options.activeOnly) conditions.push(eq(categories.active, true));
  return db
    .select(categoryColumns)
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
}

/** The position after the catalog's last category. */
export async function nextCategoryPosition(db: Db, merchantId: string, catalogId: string): Promise<number> {
  const rows = await db
    .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(and(eq(categories.merchantId, merchantId), eq(categories.catalogId, catalogId)));
  return Number(rows[0]?.next ?? 0);
}

/** Inserts a category and answers it. */
export async function insertCategory(
  db: Db,
  values: {
    merchantId: string;
    catalogId: string;
    name: string;
    description: string;
    active: boolean;
    position: number;
    translations: MenuTranslations;
  },
): Promise<CategoryRow> {
  const rows = await db.insert(categories).values(values).returning(categoryColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into categories returned no row');
  return row;
}

/** Changes a category's fields (those given) and answers it. */
export async function updateCategoryRow(
  db: Db,
  merchantId: string,
  id: string,
  changes: {
    name?: string | undefined;
    description?: string | undefined;
    active?: boolean | undefined;
    translations?: MenuTranslations | undefined;
  },
  now: Date,
): Promise<CategoryRow | undefined> {
  const set: Partial<typeof categories.$inferInsert> = { updatedAt: now };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.translations !== undefined) set.translations = changes.translations;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.active !== undefined) set.active = changes.active;
  const rows = await db
    .update(categories)
    .set(set)
    .where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)))
    .returning(categoryColumns);
  return rows[0];
}

/** Gives each category its index in `orderedIds` as position. */
export async function setCategoryPositions(
  db: Db,
  merchantId: string,
  orderedIds: readonly string[],
  now: Date,
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(categories)
      .set({ position, updatedAt: now })
      .where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)));
  }
}
