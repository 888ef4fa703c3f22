import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '#api/app';
import { type AppConfig, defaultLiveStreamSettings, defaultRateLimits } from '#api/config';
import { type Database, openDatabase } from '#api/db/client';
import { type Clock, ManualClock } from '#api/lib/clock';
import { adminUrl, databaseUrlFor } from './pg-urls';
import { testPushSettings } from './push-test-keys';

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
    notificationWorkerMs: 0,
    retentionCheckMs: 0,
    rateLimits: defaultRateLimits,
    liveStreams: defaultLiveStreamSettings,
    push: testPushSettings,
    // Photos are content addressed under their merchant's (random) id: one folder serves every test.
    photos: { kind: 'disk', dir: join(tmpdir(), 'suavez-test-photos') },
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

/** What a test app is built with. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  clock?: Clock;
  logStream?: { write(line: string): void };
  /** Called with every route the app registers (the access matrix reads the route table from it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Whether each GET first waits for the notifications of what the test wrote straight to the database
   * (default true: fixtures write behind the app's back). The answer cache's own tests turn it off.
   */
  syncLiveBeforeReads?: boolean;
}

/** Builds the real app on a fresh database. Call `close()` in `afterAll` (or use `useTestApp`). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    database,
    clock,
    syncLiveBeforeReads: options.syncLiveBeforeReads ?? true,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
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

/**
 * A fixture a test file (or a describe block) names once, at its top: an object answered now and filled
 * in `beforeAll` with the fields of what `create` builds (plain objects only), handed to `teardown` in
 * `afterAll`. Hooks run in the order they are declared, so a fixture may be built from an earlier one.
 */
export function useFixture<T extends object>(
  create: () => Promise<T>,
  options: { teardown?: (value: T) => Promise<void>; timeoutMs?: number } = {},
): T {
  const fixture = {} as T;
  let created: T | undefined;
  beforeAll(async () => {
    created = await create();
    Object.assign(fixture, created);
  }, options.timeoutMs);
  const { teardown } = options;
  if (teardown) afterAll(async () => (created ? teardown(created) : undefined));
  return fixture;
}

/**
 * The real app on a fresh database for the tests of this file (or describe block), closed after them.
 * `options` may be a function, called when the app is built: for values an earlier hook makes.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const optionsNow = typeof options === 'function' ? options : () => options;
  return useFixture(() => createTestApp(optionsNow()), { teardown: (t) => t.close() });
}

/** Who calls: a consumer's cookies, a merchant's bearer header, or nobody. */
export type Caller = { cookies?: Record<string, string>; authorization?: string } | null;

/** Calls the API (`url` under /api) as `caller`, as the client would, with any extra headers. */
export function callAs(
  t: Pick<TestApp, 'app'>,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: { headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(caller?.authorization ? { authorization: caller.authorization } : {}),
      ...options.headers,
    },
    ...(caller?.cookies ? { cookies: caller.cookies } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
