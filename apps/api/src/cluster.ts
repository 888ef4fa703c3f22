import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import { type AppConfig, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { type LogStream, openPrettyLogStream } from './lib/pretty-log-stream';

/** A worker that died is started again after this long, doubled after each quick death, up to the max. */
const RESTART_DELAY_MS = { first: 1000, max: 30_000 };
/** A worker that lived this long before dying is started again after the first delay. */
const STABLE_AFTER_MS = 30_000;
/** After SIGTERM, workers still running this long after (each drains in at most 5 s) are killed. */
const STOP_TIMEOUT_MS = 30_000;

/** How many server processes to start, and why fewer than asked when so. */
export interface ProcessPlan {
  count: number;
  /** Set when WEB_CONCURRENCY asked for more than can run: the log says it. */
  reason?: string;
}

/**
 * WEB_CONCURRENCY processes on PostgreSQL; one on PGlite, whose data folder one process opens at a time
 * (a second would find it locked: db/client.ts), so the embedded database never runs clustered.
 */
export function planProcesses(config: Pick<AppConfig, 'webConcurrency' | 'databaseUrl'>): ProcessPlan {
  const asked = config.webConcurrency ?? 1;
  if (asked <= 1) return { count: 1 };
  if (!config.databaseUrl) {
    return {
      count: 1,
      reason:
        `WEB_CONCURRENCY=${asked} ignorado: sem DATABASE_URL o banco é o PGlite embutido, que só um ` +
        'processo abre por pasta de dados; iniciando um processo. Para vários, use PostgreSQL (DATABASE_URL).',
    };
  }
  return { count: asked };
}

/** The wait before starting a worker again after its `failures`-th quick death in a row (1 s, 2 s, 4 s…). */
export function restartDelayMs(failures: number): number {
  return Math.min(RESTART_DELAY_MS.max, RESTART_DELAY_MS.first * 2 ** Math.max(0, failures - 1));
}

/**
 * The server's entry (server.ts): a cluster worker, or a single process, runs `startServer`; a primary asked
 * for several processes applies the migrations once, then starts and watches the workers, which share the
 * port (node:cluster hands connections round-robin). What must hold across processes, and how it does:
 * docs/scaling.md#several-processes.
 */
export async function startServerProcesses(
  startServer: () => Promise<void>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (!cluster.isPrimary) return startServer();
  // Loaded here first, so a development secret or key pair is generated into DATA_DIR once, not by every
  // worker at the same moment with different values.
  const config = loadConfig(env);
  // Written as the workers' logger writes: readable at a terminal in development, JSON lines otherwise.
  const out = (await openPrettyLogStream({ nodeEnv: config.nodeEnv, isTty: process.stdout.isTTY })) ?? {
    write: (line: string) => process.stdout.write(line),
  };
  const plan = planProcesses(config);
  if (plan.reason) createLog(out, config.logLevel)('warn', plan.reason);
  if (plan.count === 1) return startServer();
  // Once, before any worker: a failing migration stops the start here instead of every worker dying on it
  // in a loop. Each worker applies them again under the advisory lock, finding nothing to do.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  superviseWorkers(plan.count, createLog(out, config.logLevel, { role: 'primary' }));
}

type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

/** Starts `count` workers, starts again one that dies, and stops them all on SIGTERM or SIGINT. */
function superviseWorkers(count: number, log: Log): void {
  const slots = new Map<number, { slot: number; startedAt: number }>();
  const failures = new Map<number, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let isStopping = false;
  let isClean = true;

  const start = (slot: number) => {
    const worker = cluster.fork();
    slots.set(worker.id, { slot, startedAt: Date.now() });
    log('info', `processo ${slot} de ${count} iniciado`, { worker: slot, workerPid: worker.process.pid });
  };

  const finishIfDone = () => {
    // Our own list: cluster.workers keeps a dead worker until its IPC channel closes too.
    if (!isStopping || slots.size > 0) return;
    log(isClean ? 'info' : 'error', isClean ? 'todos os processos encerrados' : 'encerrado com falhas');
    process.exit(isClean ? 0 : 1);
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const started = slots.get(worker.id);
    slots.delete(worker.id);
    if (isStopping) {
      // Ended by the SIGTERM itself: a worker still starting, before server.ts handles the signal (which it
      // does before it listens), so it held no request.
      if (code !== 0 && signal !== 'SIGTERM') isClean = false;
      finishIfDone();
      return;
    }
    if (!started) return;
    const lived = Date.now() - started.startedAt;
    const failed = lived >= STABLE_AFTER_MS ? 1 : (failures.get(started.slot) ?? 0) + 1;
    failures.set(started.slot, failed);
    const delay = restartDelayMs(failed);
    log('error', `processo ${started.slot} saiu inesperadamente; reiniciando em ${delay / 1000} s`, {
      worker: started.slot,
      workerPid: worker.process.pid,
      code,
      signal,
    });
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!isStopping) start(started.slot);
    }, delay);
    pendingRestarts.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    log('info', `encerrando: ${signal} repassado aos ${slots.size} processos`, { signal });
    // Each worker drains as a single server does (server.ts): /ready answers 503, requests in flight finish.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      isClean = false;
      log(
        'error',
        `processos ainda ativos ${STOP_TIMEOUT_MS / 1000} s depois de ${signal}: encerrados à força`,
      );
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
    finishIfDone();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log('info', `iniciando ${count} processos (WEB_CONCURRENCY)`, { workers: count });
  for (let slot = 1; slot <= count; slot += 1) start(slot);
}

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** The primary's few lines, in the workers' (pino's) JSON shape, so one log reader reads both. */
function createLog(out: LogStream, level: string, fields: Record<string, unknown> = {}): Log {
  const threshold = levels[level as keyof typeof levels] ?? levels.info;
  const base = { pid: process.pid, hostname: hostname(), ...fields };
  return (name, msg, more = {}) => {
    const value = levels[name];
    if (value < threshold) return;
    out.write(`${JSON.stringify({ level: value, time: Date.now(), ...base, ...more, msg })}\n`);
  };
}
