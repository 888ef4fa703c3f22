import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';

/** A server started for one diner spec: its origin and port, and how to stop it. */
export interface DinerServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a server of the diner specs' own, on a free port and a fresh data folder (with the demo
 * restaurant), with extra environment such as FEATURE_SMS_VERIFICATION. Other journeys close the shared
 * server's demo store and empty its queue; a diner journey must not see that halfway. The server itself
 * is run, not scripts/start.mjs, so this run's web build (WEB_DIST_DIR) is served as it is and never
 * rebuilt underneath the run's other server. `port` starts it on a given port (a restart on the same one).
 */
export async function startDinerServer(
  name: string,
  env: Record<string, string>,
  options: {
    port?: number;
    /** Runs on the fresh data folder before the server starts (PGlite: one process at a time). */
    prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  } = {},
): Promise<DinerServer> {
  const port = options.port ?? (await findFreePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-${name}-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  await options.prepare?.({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 170_000; ; ) {
    const isUp = await fetch(`${origin}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) return { origin, port, stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the ${name} server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A PostgreSQL database made for one spec: the URL its servers use, and how to drop it. */
export interface SpecDatabase {
  url: string;
  drop(): Promise<void>;
}

async function runAdminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Creates the database `name` (lowercase letters, digits and _) on the PostgreSQL server of `adminUrl`
 * (TEST_DATABASE_URL), replacing one a killed run left behind. Servers given its URL migrate it and seed
 * the demo restaurant; the first must be up before a second starts.
 */
export async function createSpecDatabase(adminUrl: string, name: string): Promise<SpecDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  await runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await runAdminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
