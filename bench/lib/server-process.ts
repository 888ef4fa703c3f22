import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../scripts/lib/server-process.mjs';

const entryPoints = {
  // The compiled server, as production runs it (bench/run.ts builds it first): no TypeScript loader.
  app: 'apps/api/dist/server.js',
  reference: 'bench/servers/reference-server.ts',
  bare: 'bench/servers/bare-server.ts',
  'bare-sse': 'bench/servers/bare-sse-server.ts',
} as const;

/** A server under test, pinned to core 0 (the load generator has core 1). */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Saves the API's answer to a consumer's GET /queue: the body the bare server repeats. */
  captureBody(consumer: { id: string; cookie: string }, file: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts one server with `taskset -c 0` and waits until it answers. */
export async function startServer(
  target: keyof typeof entryPoints,
  port: number,
  env: Record<string, string>,
  root: string,
  extraFlags: string[] = [],
): Promise<ServerProcess> {
  // BENCH_SERVER_FLAGS adds node flags, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where time goes.
  const flags = [...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), ...extraFlags];
  // The server's log goes to a file, as production's goes to a file or a journal: a pipe read by this
  // busy process filled up and stalled the server's writes (pino waits when its pipe is full), which
  // showed as 200 ms pauses in the rate scenario. The file's tail explains a server that fails to start.
  const logDir = mkdtempSync(join(tmpdir(), 'suavez-bench-log-'));
  const server = await startServerProcess({
    entry: join(root, entryPoints[target]),
    nodeFlags: flags,
    wrapper: ['taskset', '-c', '0'],
    cwd: root,
    port,
    env: { ...process.env, ...env },
    output: { file: join(logDir, `${target}.log`) },
    // The references answer any path, the reference server 401 without a consumer's cookie.
    readyPath: target === 'app' ? '/health' : '/',
    isReady: (status) => status < 500,
    timeoutMs: 60_000,
  }).catch((error: unknown) => {
    rmSync(logDir, { recursive: true, force: true });
    throw error;
  });
  const { url } = server;
  return {
    url,
    pid: server.pid,
    async captureBody(consumer, file) {
      const response = await fetch(`${url}/api/queue?consumerId=${consumer.id}`, {
        headers: { cookie: consumer.cookie },
      });
      if (response.status !== 200)
        throw new Error(`GET /api/queue respondeu ${response.status}: ${await response.text()}`);
      writeFileSync(file, await response.text());
    },
    async stop() {
      await server.stop();
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
