import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const entryPoints = {
  app: 'apps/api/src/server.ts',
  reference: 'bench/servers/reference-server.ts',
  bare: 'bench/servers/bare-server.ts',
  'bare-sse': 'bench/servers/bare-sse-server.ts',
} as const;

/** A server under test, pinned to core 0 (the load generator has core 1). */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Saves the API's answer to a diner's GET /queue: the body the bare server repeats. */
  captureBody(diner: { id: string; cookie: string }, file: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor não respondeu em 60 s:\n${output()}`);
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
  const command = [process.execPath, ...flags, '--import', 'tsx', join(root, entryPoints[target])];
  // The server's log goes to a file, as production's goes to a file or a journal: a pipe read by this
  // busy process filled up and stalled the server's writes (pino waits when its pipe is full), which
  // showed as 200 ms pauses in the rate scenario. The file's tail explains a server that fails to start.
  const logDir = mkdtempSync(join(tmpdir(), 'suavez-bench-log-'));
  const logFile = join(logDir, `${target}.log`);
  const logFd = openSync(logFile, 'w');
  const child = spawn('taskset', ['-c', '0', ...command], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const tail = () => readFileSync(logFile, 'utf8').slice(-4000);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(target === 'app' ? `${url}/health` : url, child, tail);
  return {
    url,
    pid: child.pid as number,
    async captureBody(diner, file) {
      const response = await fetch(`${url}/api/queue?consumerId=${diner.id}`, {
        headers: { cookie: diner.cookie },
      });
      if (response.status !== 200)
        throw new Error(`GET /api/queue respondeu ${response.status}: ${await response.text()}`);
      writeFileSync(file, await response.text());
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
