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
import { findMerchantUserByEmail } from '#api/modules/account/account.repository';
import { adminUrl, databaseUrlFor } from '#test/pg-urls';
import { type Database, openDatabase } from './client';
import { migrationsFolder } from './migrate';

// Migration 0011 (staff accounts, docs/access.md#staff-roles) on a database that already holds a restaurant
// and its login: that user becomes the restaurant's owner, keeps its password and its open sessions.

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
  const name = `suavez_m11_${randomBytes(5).toString('hex')}`;
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

describe('migration 0011 on stored data', () => {
  it('makes the merchant user of before its restaurant’s owner, sessions and password kept', async () => {
    const database = await openBlankDatabase();
    if (kind === 'pglite') dropDatabase = () => database.close();
    await migrateTo(database, migrationsUpTo('0010_pix'));
    const exec = <T = unknown>(query: string) => rows<T>(database, query);
    await exec(`
      INSERT INTO merchants (id, name, short_id) VALUES ('00000000-0000-4000-8000-000000000001', 'Brasa', 'brasa9');
      INSERT INTO merchant_users (id, merchant_id, email, password_hash)
        VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
                'dono@brasa.com', '$argon2id$hash-de-antes');
      INSERT INTO merchant_sessions (id, user_id, expires_at)
        VALUES ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002',
                '2099-01-01T00:00:00Z');
    `);

    await migrateTo(database, migrationsFolder);

    const user = await findMerchantUserByEmail(database.db, 'dono@brasa.com');
    expect(user).toEqual({
      id: '00000000-0000-4000-8000-000000000002',
      merchantId: '00000000-0000-4000-8000-000000000001',
      email: 'dono@brasa.com',
      passwordHash: '$argon2id$hash-de-antes',
      name: '',
      role: 'owner',
      // Migration 0013: a user of before e-mail confirmation counts as confirmed (docs/email.md#confirmation).
      emailConfirmedAt: expect.any(Date),
    });
    const sessions = await exec<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM merchant_sessions',
    );
    expect(sessions).toEqual([{ revoked: false }]);
    // A user with neither a password nor an invite cannot be stored.
    await expect(
      exec(`INSERT INTO merchant_users (merchant_id, email)
            VALUES ('00000000-0000-4000-8000-000000000001', 'ninguem@brasa.com')`),
    ).rejects.toThrow();
  }, 120_000);
});
