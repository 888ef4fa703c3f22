import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { catalogs } from '#api/db/schema/catalog.schema';
import { merchants } from '#api/db/schema/merchant.schema';

/** A catalog row as the calls answer it. */
export interface CatalogRow {
  id: string;
  name: string;
  active: boolean;
}

const catalogColumns = { id: catalogs.id, name: catalogs.name, active: catalogs.active };

/**
 * Locks the merchant's row until the transaction ends: activations of one merchant's catalogs run one
 * at a time, so two concurrent ones leave exactly one active. Answers whether the merchant exists.
 */
export async function lockMerchantForCatalogChange(db: Db, merchantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  return rows.length > 0;
}

/** Lists a merchant's catalogs, oldest first. */
export async function listCatalogsByMerchant(db: Db, merchantId: string): Promise<CatalogRow[]> {
  return db
    .select(catalogColumns)
    .from(catalogs)
    .where(eq(catalogs.merchantId, merchantId))
    .orderBy(asc(catalogs.createdAt), asc(catalogs.id));
}

/** Finds a catalog with its merchant id; `lock` holds the row until the transaction ends. */
export async function findCatalogWithMerchant(
  db: Db,
  catalogId: string,
  options: { lock?: boolean } = {},
): Promise<(CatalogRow & { merchantId: string }) | undefined> {
  const query = db
    .select({ ...catalogColumns, merchantId: catalogs.merchantId })
    .from(catalogs)
    .where(eq(catalogs.id, catalogId));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

/** Inserts a catalog and answers it. */
export async function insertCatalog(
  db: Db,
  values: { merchantId: string; name: string; active: boolean },
): Promise<CatalogRow> {
  const rows = await db.insert(catalogs).values(values).returning(catalogColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into catalogs returned no row');
  return row;
}

/** Deactivates every active catalog of the merchant but `exceptId`. */
export async function deactivateOtherCatalogs(
  db: Db,
  values: { merchantId: string; exceptId?: string; now: Date },
): Promise<void> {
  const conditions = [eq(catalogs.merchantId, values.merchantId), eq(catalogs.active, true)];
  if (values.exceptId) conditions.push(ne(catalogs.id, values.exceptId));
  await db
    .update(catalogs)
    .set({ active: false, updatedAt: values.now })
    .where(and(...conditions));
}

/** Changes a catalog's name and/or active flag and answers it. */
export async function updateCatalogRow(
  db: Db,
  merchantId: string,
  id: string,
  changes: { name?: string | undefined; active?: boolean | undefined; now: Date },
): Promise<CatalogRow | undefined> {
  const set: Partial<typeof catalogs.$inferInsert> = { updatedAt: changes.now };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.active !== undefined) set.active = changes.active;
  const rows = await db
    .update(catalogs)
    .set(set)
    .where(and(eq(catalogs.id, id), eq(catalogs.merchantId, merchantId)))
    .returning(catalogColumns);
  return rows[0];
}

/** Finds the merchant's active catalog. */
export async function findActiveCatalog(
  db: Db,
  merchantId: string,
): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .select({ id: catalogs.id, name: catalogs.name })
    .from(catalogs)
    .where(and(eq(catalogs.merchantId, merchantId), eq(catalogs.active, true)))
    .limit(1);
  return rows[0];
}
