// @ts-check
// Starting a server process and waiting until it answers: one helper for the browser journeys (e2e/), the
// benchmarks (bench/, also bench/web/run.mjs) and the API's process tests (apps/api), so each starts,
// waits for and stops a server the same way. Plain JavaScript with JSDoc types, so `node` imports it
// without tsx; tsc checks it through the projects that import it (e2e, apps/api: allowJs).
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API server's TypeScript entry point in this checkout (run with tsx: the API's process tests). */
export const apiServerEntry = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));

/**
 * The compiled server (scripts/build-server.mjs) that `npm start` and the container run: in API_DIST_DIR
 * when set (a test run's own build, scripts/test-e2e.mjs), else apps/api/dist.
 * @returns {string}
 */
export function compiledServerEntry() {
  const distDir = process.env.API_DIST_DIR || fileURLToPath(new URL('../../apps/api/dist', import.meta.url));
  return join(distDir, 'server.js');
}

/**
 * A started server process.
 * @typedef {object} ServerProcess
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {number} port
 * @property {number} pid
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited The exit code (null when a signal ended it), once it is gone.
 * @property {() => string} output What it printed: captured, or read from its log file ('' when inherited).
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop Sends SIGTERM (or `signal`) unless it has
 *   already exited; resolves once it is gone.
 */

/**
 * How to start one.
 * @typedef {object} ServerStart
 * @property {number} port Given to the server as PORT.
 * @property {NodeJS.ProcessEnv} env The server's whole environment (PORT is added).
 * @property {string} [entry] The file node runs (default: the API server's TypeScript source); a `.ts` file
 *   is run with `node --import tsx`, a compiled `.js` one by node alone.
 * @property {string[]} [nodeFlags] Node flags before the entry (e.g. `--inspect=…`).
 * @property {string[]} [wrapper] A command node runs under (e.g. `['taskset', '-c', '0']`).
 * @property {string} [cwd]
 * @property {'inherit' | 'capture' | { file: string }} [output] Where its output goes (default: captured).
 * @property {string} [readyPath] Polled until it answers (default: `/health`).
 * @property {(status: number) => boolean} [isReady] Which answer means up (default: 200).
 * @property {number} [timeoutMs] How long it may take to answer (default: 120 s).
 */

/**
 * A free TCP port on 127.0.0.1: the system picks one for a throwaway listener, which is then closed.
 * @returns {Promise<number>}
 */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Spawns a server and resolves once `readyPath` answers as `isReady` wants (polled every 100 ms). A server
 * that exits or does not answer in `timeoutMs` is killed, and the error carries the end of its output.
 * @param {ServerStart} options
 * @returns {Promise<ServerProcess>}
 */
export async function startServerProcess(options) {
  const entry = options.entry ?? apiServerEntry;
  const command = [...(options.wrapper ?? []), process.execPath, ...(options.nodeFlags ?? [])];
  const mode = options.output ?? 'capture';
  let captured = '';
  /** @type {import('node:child_process').StdioOptions} */
  let stdio = ['ignore', 'pipe', 'pipe'];
  let logFd;
  if (mode === 'inherit') stdio = 'inherit';
  else if (typeof mode === 'object') {
    logFd = openSync(mode.file, 'w');
    stdio = ['ignore', logFd, logFd];
  }
  const [program = process.execPath, ...args] = command;
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(program, [...args, ...loader, entry], {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(options.port) },
    stdio,
  });
  if (logFd !== undefined) closeSync(logFd);
  child.stdout?.on('data', (chunk) => {
    captured += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    captured += chunk;
  });
  // 'exit' fires once the child is reaped: its port is free then, and a PGlite lock it held is stale.
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      captured += `${error.message}\n`;
      resolve(null);
    });
  });
  const output = () => {
    if (typeof mode !== 'object') return captured;
    try {
      return readFileSync(mode.file, 'utf8');
    } catch {
      return '';
    }
  };
  // 'close' follows 'exit' once the child's stdout and stderr have ended: the last lines it wrote before
  // exiting may still be in the pipe when 'exit' fires, and a test that reads `output()` after `stop()`
  // (reliability/webhook-crash.test.ts counts each process's log lines) must see them.
  const drained = new Promise((resolve) => child.once('close', resolve));
  /** @param {NodeJS.Signals} [signal] */
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    // Bounded: a grandchild holding the pipes open must not hang the caller.
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  };
  const url = `http://127.0.0.1:${options.port}`;
  const server = { url, port: options.port, pid: child.pid ?? 0, child, exited, output, stop };
  const readyPath = options.readyPath ?? '/health';
  const isReady = options.isReady ?? ((status) => status === 200);
  const timeoutMs = options.timeoutMs ?? 120_000;
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  for (const deadline = Date.now() + timeoutMs; !hasExited && Date.now() < deadline; ) {
    const status = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 0); // not listening yet
    if (status > 0 && isReady(status)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = hasExited ? `saiu (código ${child.exitCode})` : `não respondeu em ${timeoutMs / 1000} s`;
  await stop('SIGKILL');
  throw new Error(`O servidor ${entry} na porta ${options.port} ${why}:\n${output().slice(-4000)}`);
}
