import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { merchants, merchantUsers, workShifts } from '#api/db/schema/merchant.schema';
import { restaurantTables } from '#api/db/schema/table.schema';
import { verifyPassword } from '#api/lib/password';
import { openTestDatabase } from '#test/test-app';
import { demoLogin, seedDemoData } from './demo.seed';
import { demoImagePath, demoMenu, demoRestaurant } from './demo-menu';

const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

describe('seedDemoData', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates the demo restaurant on an empty database', async () => {
    const result = await seedDemoData(database.db);
    expect(result).toMatchObject({ created: true, email: 'demo@suavez.app', password: 'suavez123' });
    const db = database.db;
    const [merchant] = await db.select().from(merchants);
    expect(merchant).toMatchObject({
      id: result.merchantId,
      name: 'Cantina da Praça',
      open: true,
      shortId: demoLogin.shortId,
      cover: '/images/demo/cover.svg',
      icon: '/images/demo/icon.svg',
    });
    expect(merchant?.address).toContain('São Paulo');
    expect(merchant?.description.length).toBeGreaterThan(0);
    expect(result.shortId).toBe(demoLogin.shortId);

    const shifts = await db
      .select()
      .from(workShifts)
      .where(eq(workShifts.merchantId, result.merchantId ?? ''));
    expect(shifts.map((shift) => shift.weekday).sort()).toEqual([
      'friday',
      'monday',
      'saturday',
      'sunday',
      'thursday',
      'tuesday',
      'wednesday',
    ]);
    for (const shift of shifts) {
      expect(shift.opensAt.slice(0, 5)).toBe('11:00');
      expect(shift.closesAt.slice(0, 5)).toBe('23:00');
    }

    // The table map: 12 tables in two areas, as the synthetic history's restaurant.
    const tables = await db
      .select({
        label: restaurantTables.label,
        seats: restaurantTables.seats,
        minSeats: restaurantTables.minSeats,
        area: restaurantTables.area,
      })
      .from(restaurantTables)
      .where(eq(restaurantTables.merchantId, result.merchantId ?? ''));
    expect(tables).toHaveLength(12);
    expect(
      tables
        .filter((table) => table.area === 'Varanda')
        .map((table) => table.label)
        .sort(),
    ).toEqual(['V1', 'V2', 'V3']);
    expect(tables.map((table) => table.seats).sort((a, b) => a - b)).toEqual([
      2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 8,
    ]);
    expect(tables.find((table) => table.label === 'V3')).toMatchObject({ seats: 8, minSeats: 6 });

    const [user] = await db.select().from(merchantUsers);
    expect(user?.email).toBe('demo@suavez.app');
    expect(user?.merchantId).toBe(result.merchantId);
    expect(await verifyPassword(user?.passwordHash ?? '', 'suavez123')).toBe(true);
    expect(await verifyPassword(user?.passwordHash ?? '', 'outra-senha')).toBe(false);

    const catalogRows = await db.select().from(catalogs);
    expect(catalogRows).toHaveLength(1);
    expect(catalogRows[0]).toMatchObject({ name: demoRestaurant.catalogName, active: true });

    const categoryRows = await db.select().from(categories).orderBy(categories.position);
    expect(categoryRows.length).toBeGreaterThanOrEqual(4);
    expect(categoryRows.map((category) => category.position)).toEqual(categoryRows.map((_, index) => index));

    const itemRows = await db.select().from(items).orderBy(items.categoryId, items.position);
    expect(itemRows.length).toBeGreaterThanOrEqual(16);
    expect(itemRows.some((item) => item.prepared)).toBe(true);
    expect(itemRows.some((item) => !item.prepared)).toBe(true);
    for (const item of itemRows) {
      expect(item.priceCents).toBeGreaterThan(0);
      expect(item.image).toMatch(/^\/images\/demo\/[a-z-]+\.svg$/);
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.active).toBe(true);
    }
    for (const category of categoryRows) {
      const positions = itemRows
        .filter((item) => item.categoryId === category.id)
        .map((item) => item.position);
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  });

  it('creates nothing the second time and still answers the demo login', async () => {
    const first = await database.db.select({ id: merchants.id }).from(merchants);
    const result = await seedDemoData(database.db);
    expect(result).toEqual({ created: false, merchantId: first[0]?.id, ...demoLogin });
    const [merchantCount] = await database.db.select({ n: count() }).from(merchants);
    const [itemCount] = await database.db.select({ n: count() }).from(items);
    expect(merchantCount?.n).toBe(1);
    expect(itemCount?.n).toBe(demoMenu.flatMap((category) => category.items).length);
  });
});

describe('seedDemoData on a database that already has merchants', () => {
  it('creates one merchant when two seeds race on an empty database', async () => {
    const database = await openTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(results[0]?.merchantId).toBe(results[1]?.merchantId);
      const [merchantCount] = await database.db.select({ n: count() }).from(merchants);
      expect(merchantCount?.n).toBe(1);
      const [catalogCount] = await database.db.select({ n: count() }).from(catalogs);
      expect(catalogCount?.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('answers a null merchant id when other merchants exist but not the demo one', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.insert(merchants).values({ name: 'Outro lugar', shortId: 'outro1' });
      const result = await seedDemoData(database.db);
      expect(result).toMatchObject({ created: false, merchantId: null });
      const [catalogCount] = await database.db.select({ n: count() }).from(catalogs);
      expect(catalogCount?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('demo images', () => {
  it('has a valid SVG file under apps/web/public for every image the seed uses', () => {
    const paths = [
      demoRestaurant.cover,
      demoRestaurant.icon,
      ...demoMenu.flatMap((category) => category.items.map((item) => demoImagePath(item.slug))),
    ];
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const file = `${webPublic}${path}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="/,
      );
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    }
  });
});
