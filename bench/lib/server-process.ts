import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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
  const child = spawn('taskset', ['-c', '0', ...command], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    // The server's log goes where production's goes: a stream it writes to; here it is discarded,
    // except the tail kept for an error message.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(target === 'app' ? `${url}/health` : url, child, () => tail);
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
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
