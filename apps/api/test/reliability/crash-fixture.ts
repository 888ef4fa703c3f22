import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#api/app';
import { type Database, openDatabase } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { ManualClock } from '#api/lib/clock';
import { CONSUMER_SESSION_COOKIE } from '#api/plugins/consumer-session';
import { createConsumerFixture } from '#test/fixtures';
import { createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { adminUrl, databaseUrlFor } from '#test/pg-urls';
import { type TestApp, testConfig } from '#test/test-app';
import { findFreePort, type ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { startTestServer } from './server-process';

// The data a crash test starts from, written before the server process starts (PGlite admits one
// process per folder): a restaurant with a menu, consumers seated with open orders, and consumers about to
// join.

/**
 * The engines a crash test runs on, in the PGlite pass only (vitest.config.ts leaves the crash tests out of
 * the PostgreSQL pass): PGlite always, and PostgreSQL when TEST_DATABASE_URL names a server; `file` says
 * which test runs on PGlite alone, when it does.
 */
export function crashEngines(file: string): ('pglite' | 'postgres')[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  console.warn(`${file}: TEST_DATABASE_URL não definido, só no PGlite.`);
  return ['pglite'];
}

/** Where the server's data lives: a PGlite folder, or a PostgreSQL database made for this test. */
export interface CrashStore {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens the store in this process (only while no server holds it, for PGlite). */
  open(): Promise<Database>;
  /** Removes the folder, or drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh store of `engine`. PostgreSQL needs the server of `baseUrl` (TEST_DATABASE_URL); PGlite starts
 * from `pgliteTemplate` when given (the run's migrated dump: a fresh initdb costs seconds).
 */
export async function createCrashStore(
  engine: 'pglite' | 'postgres',
  options: { baseUrl?: string | undefined; pgliteTemplate?: Blob | undefined } = {},
): Promise<CrashStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-crash-'));
  if (engine === 'pglite') {
    let template = options.pgliteTemplate;
    return {
      engine,
      dataDir,
      databaseUrl: undefined,
      open: () => {
        const loadDataDir = template;
        template = undefined;
        return openDatabase({ dataDir, loadDataDir });
      },
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { baseUrl } = options;
  if (!baseUrl) throw new Error('PostgreSQL crash store without a server URL');
  const name = `suavez_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = databaseUrlFor(baseUrl, name);
  return {
    engine,
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
    destroy: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: adminUrl(baseUrl) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh store of `engine` for a test of this run: PostgreSQL on TEST_DATABASE_URL's server; PGlite from
 * the run's migrated dump when this pass is the PGlite one.
 */
export function createRunCrashStore(engine: 'pglite' | 'postgres'): Promise<CrashStore> {
  const template =
    inject('testDbKind') === 'pglite' ? new Blob([readFileSync(inject('pgliteDumpPath'))]) : undefined;
  return createCrashStore(engine, { baseUrl: process.env.TEST_DATABASE_URL, pgliteTemplate: template });
}

/** A server process on the store, sharing the seed's JWT secret, with more variables from `env`. */
export async function startStoreServer(
  store: CrashStore,
  jwtSecret: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  return startTestServer({
    port: await findFreePort(),
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    jwtSecret,
    timeoutMs: 90_000,
    env,
  });
}

/** A consumer as an HTTP client sees it: its id and the Cookie header of its session. */
export interface CrashConsumer {
  consumerId: string;
  cookie: string;
}

/** What the load uses: the secret the server must share, the menu, seated consumers and joiners. */
export interface CrashData {
  jwtSecret: string;
  merchantId: string;
  itemIds: string[];
  seated: (CrashConsumer & { entryId: string; orderId: string })[];
  joiners: CrashConsumer[];
}

/**
 * Migrates the store and runs `seed` on a real app over it (a fresh JWT secret, which the server processes
 * must share: `t.config.jwtSecret`), then closes both. The app's clock reads the wall clock's now: tokens
 * and entries must make sense to the real servers started later.
 */
export async function seedThroughApp<T>(store: CrashStore, seed: (t: TestApp) => Promise<T>): Promise<T> {
  const database = await store.open();
  try {
    await migrateDatabase(database);
    const config = testConfig();
    const clock = new ManualClock(new Date());
    const app = await buildApp(config, { database, clock });
    await app.ready();
    try {
      return await seed({ app, database, clock, config, close: async () => app.close() });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Migrates the store and writes the starting data through the real app, then closes it. */
export function seedCrashData(
  store: CrashStore,
  counts: { seated: number; joiners: number },
): Promise<CrashData> {
  return seedThroughApp(store, async (t) => {
    const cookieOf = (cookies: Record<string, string>) =>
      `${CONSUMER_SESSION_COOKIE}=${encodeURIComponent(cookies[CONSUMER_SESSION_COOKIE] ?? '')}`;
    const restaurant = await createMerchantWithMenu(t);
    const seated: CrashData['seated'] = [];
    for (let i = 0; i < counts.seated; i += 1) {
      const consumer = await createSeatedTable(t, restaurant.merchantId);
      seated.push({
        consumerId: consumer.consumerId,
        cookie: cookieOf(consumer.cookies),
        entryId: consumer.id,
        orderId: consumer.orderId,
      });
    }
    const joiners: CrashConsumer[] = [];
    for (let i = 0; i < counts.joiners; i += 1) {
      const consumer = await createConsumerFixture(t.app);
      joiners.push({ consumerId: consumer.consumerId, cookie: cookieOf(consumer.cookies) });
    }
    return {
      jwtSecret: t.config.jwtSecret,
      merchantId: restaurant.merchantId,
      itemIds: [restaurant.sodaId, restaurant.burgerId],
      seated,
      joiners,
    };
  });
}
