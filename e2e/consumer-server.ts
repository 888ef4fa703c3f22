import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { isProcessAlive } from '../apps/api/src/lib/process-alive';
import { compiledServerEntry, findFreePort, startServerProcess } from '../scripts/lib/server-process.mjs';

/** A server started for one consumer spec: its origin and port, and how to stop it. */
export interface ConsumerServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts a server of the consumer specs' own, on a free port and a fresh data folder (with the demo
 * restaurant), with extra environment such as FEATURE_SMS_VERIFICATION. Other journeys close the shared
 * server's demo store and empty its queue; a consumer journey must not see that halfway. This run's
 * compiled server (API_DIST_DIR) is run, not scripts/start.mjs, so its web build (WEB_DIST_DIR) is served
 * as it is and never rebuilt underneath the run's other server. `port` starts it on a given port (a
 * restart on the same one).
 */
export async function startConsumerServer(
  name: string,
  env: Record<string, string>,
  options: {
    port?: number;
    /** Runs on the fresh data folder before the server starts (PGlite: one process at a time). */
    prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  } = {},
): Promise<ConsumerServer> {
  const port = options.port ?? (await findFreePort());
  const dataDir = `.tmp/e2e-${name}-${port}`;
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  removeData();
  const serverEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
  await options.prepare?.(serverEnv);
  const server = await startServerProcess({
    port,
    entry: compiledServerEntry(),
    env: serverEnv,
    output: 'inherit',
    timeoutMs: 170_000,
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    removeData();
  };
  return { origin: server.url, port, stop };
}

/** A PostgreSQL database made for one spec: the URL its servers use, and how to drop it. */
export interface SpecDatabase {
  url: string;
  drop(): Promise<void>;
}

async function runAdminQuery(adminUrl: string, sql: string, values: unknown[] = []): Promise<unknown[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query(sql, values)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * Creates the database `<prefix>_<this worker's pid>` on the PostgreSQL server of `adminUrl`
 * (TEST_DATABASE_URL). First drops what interrupted runs left behind: the databases of this prefix whose
 * pid no longer runs (a run on another E2E_PORT, still going, keeps its own). Servers given its URL
 * migrate it and seed the demo restaurant; the first must be up before a second starts.
 */
export async function createSpecDatabase(adminUrl: string, prefix: string): Promise<SpecDatabase> {
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`bad database prefix ${prefix}`);
  const name = `${prefix}_${process.pid}`;
  const drop = (database: string) =>
    runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const rows = await runAdminQuery(
    adminUrl,
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [`${prefix}_`],
  );
  for (const { datname } of rows as { datname: string }[]) {
    const pid = datname.slice(prefix.length + 1);
    const isLeftBehind = /^\d+$/.test(pid) && !isProcessAlive(Number(pid));
    if (datname === name || isLeftBehind) await drop(datname);
  }
  await runAdminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => drop(name).then(() => undefined) };
}

/**
 * `npm run admin -- demo:history` on a spec's fresh data folder, before its server starts (`prepare`): weeks
 * of simulated history, so the wait estimate has something to learn from.
 */
export function runDemoHistory(env: NodeJS.ProcessEnv, { weeks, seed }: { weeks: number; seed: number }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/cli/admin.ts',
        'demo:history',
        '--weeks',
        String(weeks),
        '--seed',
        String(seed),
      ],
      { env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`demo:history exited ${code}`))));
  });
}
