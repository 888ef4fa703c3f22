import type { AddressInfo } from 'node:net';
import { buildApp } from '#api/app';
import type { AppConfig } from '#api/config';
import type { Database } from '#api/db/client';
import { ManualClock } from '#api/lib/clock';
import { openSse, type SseConnection } from './sse-client';
import { openTestDatabase, type TestApp, testConfig, useFixture } from './test-app';

/** A test app listening on a real port, for the live streams (SSE) an inject cannot read. */
export interface LiveTestApp extends TestApp {
  baseUrl: string;
  /** Opens a stream on this app (`path` under /api). */
  stream(
    path: string,
    options?: { headers?: Record<string, string>; cookies?: Record<string, string> },
  ): Promise<SseConnection>;
}

/** What a listening test app is built with. */
export interface LiveTestAppOptions {
  database?: Database;
  liveHeartbeatMs?: number;
  clock?: ManualClock;
  config?: Partial<AppConfig>;
}

/**
 * Builds the real app on `database` (a fresh one by default) and listens on a free port. With
 * `ownsDatabase: false` closing it leaves the database open (two apps sharing one database).
 */
export async function createLiveTestApp(options: LiveTestAppOptions = {}): Promise<LiveTestApp> {
  const database = options.database ?? (await openTestDatabase());
  const clock = options.clock ?? new ManualClock();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    database,
    clock,
    ...(options.liveHeartbeatMs ? { liveHeartbeatMs: options.liveHeartbeatMs } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    database,
    clock,
    config,
    baseUrl,
    stream: (path, streamOptions) => openSse(`${baseUrl}/api${path}`, streamOptions),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Two apps on one fresh database, as two server processes of one deployment (one shared secret). */
export interface TwoProcesses {
  database: Database;
  first: LiveTestApp;
  second: LiveTestApp;
  close(): Promise<void>;
}

/** Opens a database and two apps on it; `close` closes both, then the database. */
export async function createTwoProcesses(): Promise<TwoProcesses> {
  const database = await openTestDatabase();
  const first = await createLiveTestApp({ database });
  // One secret, as every process of a deployment shares: a token or session of one is valid on the other.
  const second = await createLiveTestApp({ database, config: { jwtSecret: first.config.jwtSecret } });
  return {
    database,
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await database.close();
    },
  };
}

/** A listening test app for the tests of this file (or describe block), closed after them. */
export function useLiveTestApp(options: LiveTestAppOptions = {}): LiveTestApp {
  return useFixture(() => createLiveTestApp(options), { teardown: (t) => t.close(), timeoutMs: 60_000 });
}

/** Two apps on one fresh database for the tests of this describe block, closed after them. */
export function useTwoProcesses(): Pick<TwoProcesses, 'first' | 'second'> {
  const first = {} as LiveTestApp;
  const second = {} as LiveTestApp;
  useFixture(
    async () => {
      const processes = await createTwoProcesses();
      Object.assign(first, processes.first);
      Object.assign(second, processes.second);
      return processes;
    },
    { teardown: (processes) => processes.close(), timeoutMs: 60_000 },
  );
  return { first, second };
}
