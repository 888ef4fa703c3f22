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
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '#api/db/client';
import { migrationsFolder } from '#api/db/migrate';
import { adminUrl, databaseUrlFor } from '#test/pg-urls';

/** A blank database of this pass's engine, migrated step by step by a migration's test. */
export interface MigrationDatabase {
  database: Database;
  /** Applies the committed migrations up to and including `lastTag` (every one when omitted). */
  migrateTo: (lastTag?: string) => Promise<void>;
  /** Runs each `;`-separated statement of `query` (no `;` inside values), answering the last one's rows. */
  exec: <T = unknown>(query: string) => Promise<T[]>;
}

/**
 * Opens a blank database for a test of one migration on stored data (PGlite, or a database of its own on
 * PostgreSQL), dropped with the folders it used after the file's tests.
 */
export function useMigrationDatabase(): () => Promise<MigrationDatabase> {
  const folders: string[] = [];
  let close = async () => {};
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await close();
  });

  /** The committed migrations up to and including `lastTag`, in a folder of their own. */
  const migrationsUpTo = (lastTag: string): string => {
    const folder = mkdtempSync(join(tmpdir(), 'suavez-migrations-'));
    folders.push(folder);
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    return folder;
  };

  const openBlank = async (): Promise<Database> => {
    if (inject('testDbKind') === 'pglite') {
      const database = await openDatabase({});
      close = () => database.close();
      return database;
    }
    const baseUrl = process.env.TEST_DATABASE_URL as string;
    const name = `suavez_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), poolSize: 2 });
    close = async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl(baseUrl) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return database;
  };

  return async () => {
    const database = await openBlank();
    const migrateTo = async (lastTag?: string) => {
      const folder = lastTag === undefined ? migrationsFolder : migrationsUpTo(lastTag);
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
    };
    const exec = async <T = unknown>(query: string): Promise<T[]> => {
      let last: T[] = [];
      for (const statement of query.split(';').map((part) => part.trim())) {
        if (statement === '') continue;
        const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
        last = result.rows;
      }
      return last;
    };
    return { database, migrateTo, exec };
  };
}
