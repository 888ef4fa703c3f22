import { weekdays } from '@suavez/shared/domain/opening-hours';
import { parseTableImport } from '@suavez/shared/domain/tables';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { merchants, workShifts } from '#api/db/schema/merchant.schema';
import { restaurantTables } from '#api/db/schema/table.schema';
import { createMerchant } from '#api/modules/merchant/create-merchant.service';
import { findMerchantIdByShortId, hasAnyMerchant } from '#api/modules/merchant/merchant.repository';
import { demoImagePath, demoMenu, demoRestaurant, demoTables } from './demo-menu';

/** The demo merchant's login and short id (README.md#two-commands). */
export const demoLogin = {
  email: 'demo@suavez.app',
  password: 'suavez123',
  shortId: 'praca',
} as const;

/** Opening hours of the demo restaurant, every weekday. */
export const demoShift = { opensAt: '11:00', closesAt: '23:00' } as const;

// Any fixed number: every process that seeds takes the same transaction-level lock.
const demoSeedLockKey = 7_318_204_551;

/** What the start log prints: whether the demo was created now, and how to log in and join. */
export interface DemoSeedResult {
  created: boolean;
  /** The demo merchant's id; null when the database holds other merchants but not the demo one. */
  merchantId: string | null;
  email: string;
  password: string;
  shortId: string;
}

/** Loads the demo restaurant on an empty database, in one transaction; otherwise creates nothing. */
export async function seedDemoData(db: Db): Promise<DemoSeedResult> {
  const createdId = await db.transaction(async (tx) => {
    // Two servers starting at once on one PostgreSQL: the second waits here, then sees a merchant.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${demoSeedLockKey}::bigint)`);
    if (await hasAnyMerchant(tx)) return undefined;
    const { merchantId } = await createMerchant({
      db: tx,
      name: demoRestaurant.name,
      email: demoLogin.email,
      password: demoLogin.password,
      shortId: demoLogin.shortId,
    });
    await tx
      .update(merchants)
      .set({
        address: demoRestaurant.address,
        description: demoRestaurant.description,
        cover: demoRestaurant.cover,
        icon: demoRestaurant.icon,
        open: true,
      })
      .where(eq(merchants.id, merchantId));
    await tx.insert(workShifts).values(weekdays.map((weekday) => ({ merchantId, weekday, ...demoShift })));
    await insertDemoCatalog(tx, merchantId);
    await insertDemoTables(tx, merchantId);
    return merchantId;
  });
  const merchantId = createdId ?? (await findMerchantIdByShortId(db, demoLogin.shortId)) ?? null;
  return { created: createdId !== undefined, merchantId, ...demoLogin };
}

/** The demo's table map (`demoTables`), read by the owner's own import rule. */
async function insertDemoTables(tx: Db, merchantId: string): Promise<void> {
  const parsed = parseTableImport(demoTables);
  if (!parsed.ok) throw new Error(`demo tables, line ${parsed.line}: ${parsed.message}`);
  await tx.insert(restaurantTables).values(parsed.tables.map((table) => ({ ...table, merchantId })));
}

async function insertDemoCatalog(tx: Db, merchantId: string): Promise<void> {
  const [catalog] = await tx
    .insert(catalogs)
    .values({ merchantId, name: demoRestaurant.catalogName, active: true })
    .returning({ id: catalogs.id });
  if (!catalog) throw new Error('insert into catalogs returned no row');
  for (const [categoryPosition, category] of demoMenu.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        merchantId,
        catalogId: catalog.id,
        name: category.name,
        description: category.description,
        position: categoryPosition,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error('insert into categories returned no row');
    await tx.insert(items).values(
      category.items.map((item, position) => ({
        merchantId,
        categoryId: row.id,
        name: item.name,
        description: item.description,
        priceCents: item.priceCents,
        image: demoImagePath(item.slug),
        prepared: item.prepared,
        position,
      })),
    );
  }
}
