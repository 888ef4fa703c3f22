import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/** A server started for one diner spec: its origin and how to stop it. */
export interface DinerServer {
  origin: string;
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
 * rebuilt underneath the run's other server.
 */
export async function startDinerServer(name: string, env: Record<string, string>): Promise<DinerServer> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-${name}-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
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
    if (isUp) return { origin, stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the ${name} server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
