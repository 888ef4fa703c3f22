import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { listKitchenUnits } from '#api/modules/kitchen/kitchen.repository';
import { adminUrl, databaseUrlFor } from '#test/pg-urls';
import { type Database, openDatabase } from './client';
import { migrationsFolder } from './migrate';

// Migration 0009 (the restaurant floor) on a database that already holds a restaurant, a seated table and
// units in every stage: the new columns take their defaults, the units accepted before it get their
// acceptance time without a live event, and the data keeps working (the kitchen read, the unit price).

const kind = inject('testDbKind');
const folders: string[] = [];
let dropDatabase = async () => {};

afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await dropDatabase();
});

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'suavez-migrations-'));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A blank database of this pass's engine. */
async function openBlankDatabase(): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const name = `suavez_m9_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), poolSize: 2 });
  dropDatabase = async () => {
    await database.close();
    const dropper = new pg.Client({ connectionString: adminUrl(baseUrl) });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return database;
}

async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = await database.pool?.connect();
  if (!client) throw new Error('no pool');
  try {
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
  } finally {
    client.release();
  }
}

/** Runs each `;`-separated statement of `query` (no `;` inside values), answering the last one's rows. */
async function rows<T>(database: Database, query: string): Promise<T[]> {
  let last: T[] = [];
  for (const statement of query.split(';').map((part) => part.trim())) {
    if (statement === '') continue;
    const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
    last = result.rows;
  }
  return last;
}

describe('migration 0009 on stored data', () => {
  it('keeps every row working and dates the accepted units from their last change', async () => {
    const database = await openBlankDatabase();
    if (kind === 'pglite') dropDatabase = () => database.close();
    await migrateTo(database, migrationsUpTo('0008_notifications_outbox'));
    const exec = <T = unknown>(query: string) => rows<T>(database, query);
    // As a restaurant stored it before 0009 (the columns of the time only).
    await exec(`
      INSERT INTO merchants (id, name, short_id) VALUES ('00000000-0000-4000-8000-000000000001', 'Brasa', 'brasa9');
      INSERT INTO catalogs (id, merchant_id, name, active)
        VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Cardápio', true);
      INSERT INTO categories (id, catalog_id, name)
        VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'Pratos');
      INSERT INTO items (id, category_id, name, price_cents, prepared)
        VALUES ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000003', 'Picanha', 8900, true);
      INSERT INTO consumers (id, phone, name) VALUES ('00000000-0000-4000-8000-000000000005', '11987654321', 'Ana');
      INSERT INTO queue_entries (id, merchant_id, consumer_id, status, slot)
        VALUES ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000001',
                '00000000-0000-4000-8000-000000000005', 'CHECK_IN', 2);
      INSERT INTO orders (id, queue_entry_id, consumer_id)
        VALUES ('00000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-000000000006',
                '00000000-0000-4000-8000-000000000005');
    `);
    const unit = (n: number, status: string, statusAt: string) =>
      `('00000000-0000-4000-8000-00000000010${n}', '00000000-0000-4000-8000-000000000007',
        '00000000-0000-4000-8000-000000000004', 'Picanha', 8900, true, '${status}', '${statusAt}')`;
    await exec(`
      INSERT INTO order_items (id, order_id, item_id, name, price_cents, prepared, status, status_at) VALUES
        ${unit(1, 'PREPARING', '2026-03-01T20:10:00Z')},
        ${unit(2, 'COMPLETED', '2026-03-01T20:20:00Z')},
        ${unit(3, 'SENT', '2026-03-01T20:30:00Z')};
    `);
    const [{ events: before } = { events: 0 }] = await exec<{ events: number }>(
      'SELECT count(*)::int AS events FROM live_events',
    );

    await migrateTo(database, migrationsFolder);

    const [item] = await exec<{ sold_out: boolean; option_groups: unknown }>(
      'SELECT sold_out, option_groups FROM items',
    );
    expect(item).toEqual({ sold_out: false, option_groups: [] });
    const [entry] = await exec<{ table_label: string | null }>('SELECT table_label FROM queue_entries');
    expect(entry?.table_label).toBeNull();
    const units = await exec<{
      status: string;
      options: unknown;
      unit_price_cents: number;
      note: string | null;
      accepted: string | null;
    }>(`SELECT status, options, unit_price_cents, note, to_char(accepted_at AT TIME ZONE 'UTC', 'HH24:MI') AS accepted
        FROM order_items ORDER BY id`);
    expect(units).toEqual([
      { status: 'PREPARING', options: [], unit_price_cents: 8900, note: null, accepted: '20:10' },
      { status: 'COMPLETED', options: [], unit_price_cents: 8900, note: null, accepted: null },
      { status: 'SENT', options: [], unit_price_cents: 8900, note: null, accepted: null },
    ]);
    // Filling a column is nothing a screen needs to hear of.
    const [{ events: after } = { events: 0 }] = await exec<{ events: number }>(
      'SELECT count(*)::int AS events FROM live_events',
    );
    expect(after).toBe(before);
    // The kitchen reads the unit being prepared, aged from its acceptance.
    const kitchen = await listKitchenUnits(database.db, '00000000-0000-4000-8000-000000000001');
    expect(kitchen.map((row) => [row.name, row.acceptedAt.toISOString()])).toEqual([
      ['Picanha', '2026-03-01T20:10:00.000Z'],
    ]);
    // And the live triggers are on again: a sold-out change is told to the seated table.
    await exec(`UPDATE items SET sold_out = true`);
    const [{ menu } = { menu: 0 }] = await exec<{ menu: number }>(
      `SELECT count(*)::int AS menu FROM live_events WHERE kind = 'menu'`,
    );
    expect(menu).toBe(1);
  }, 60_000);
});
