import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { adminUrl, databaseUrlFor } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which engine the API tests run on in this pass. */
    testDbKind: 'pglite' | 'postgres';
    /** PGlite: a migrated data dump every test file clones. */
    pgliteDumpPath: string;
    /** PostgreSQL: a migrated template database every test file copies. */
    pgTemplateName: string;
  }
}

let cleanup: () => Promise<void> = async () => {};

/** Migrates one database per run (a fresh PGlite costs ~6 s), for every test file to clone. */
export async function setup(project: TestProject): Promise<void> {
  const kind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDbKind', kind);
  if (kind === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'suavez-pglite-'));
    const database = await openDatabase({});
    await migrateDatabase(database);
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite dump failed');
    const dumpPath = join(folder, 'template.tar');
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteDumpPath', dumpPath);
    project.provide('pgTemplateName', '');
    cleanup = async () => rmSync(folder, { recursive: true, force: true });
    return;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('API_TEST_DB=postgres exige TEST_DATABASE_URL');
  const templateName = `suavez_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, templateName), poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteDumpPath', '');
  project.provide('pgTemplateName', templateName);
  cleanup = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.end();
  };
}

/** Drops what setup made. */
export async function teardown(): Promise<void> {
  await cleanup();
}
