import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, defaultLiveStreamSettings, defaultRateLimits } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { type Clock, ManualClock } from '../src/lib/clock';
import { adminUrl, databaseUrlFor } from './pg-urls';

/** A configuration for tests: no pages, no demo data, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    isProduction: false,
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('base64url'),
    smsProvider: 'outbox',
    smsHttpUrl: undefined,
    smsHttpToken: undefined,
    featureSmsVerification: false,
    demoData: false,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    webDistDir: undefined,
    publicUrl: 'http://127.0.0.1:3000',
    deadlineSweepMs: 0,
    retentionCheckMs: 0,
    rateLimits: defaultRateLimits,
    liveStreams: defaultLiveStreamSettings,
    ...overrides,
  };
}

/** A fresh, migrated database of this pass's engine, cloned from the run's template. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('testDbKind') === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    return openDatabase({ loadDataDir: dump });
  }
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const name = `suavez_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await admin.connect();
  try {
    // Copying a template fails while another copy of it runs: retry briefly.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateName')}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, name), poolSize: 10 });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: adminUrl(baseUrl) });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return database;
}

/** An app on its own database, with a clock the test moves. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: AppConfig;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database. Call `close()` in `afterAll`. */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    clock?: Clock;
    logStream?: { write(line: string): void };
    /**
     * Whether each GET first waits for the notifications of what the test wrote straight to the database
     * (default true: fixtures write behind the app's back). The answer cache's own tests turn it off.
     */
    syncLiveBeforeReads?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    database,
    clock,
    syncLiveBeforeReads: options.syncLiveBeforeReads ?? true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
