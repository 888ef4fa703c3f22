import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// A real server process for the crash tests: the same entry point `npm start` runs.
const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** A started server: its child process, base URL and everything it printed. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
}

/** A free TCP port: the system picks one for a throwaway listener, which is then closed. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `node --import tsx apps/api/src/server.ts` on PGlite in `dataDir`, or on `databaseUrl`. */
export function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
}): ServerProcess {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    DEMO_DATA: 'false',
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // 'exit' fires once the child is reaped: its pid is then free and its PGlite lock is stale.
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${options.port}`, output: () => output, exited };
}

/** Waits until `GET /health` answers 200; fails early, with the server's output, if the process exits. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline && !hasExited) {
    try {
      const res = await fetch(`${server.baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${server.baseUrl} did not become healthy:\n${server.output()}`);
}
