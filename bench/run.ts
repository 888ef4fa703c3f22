/**
 * `npm run bench`: the API under load on PGlite and on PostgreSQL, against a bare node:http server and a
 * reference route on the same machine and in the same run. The server measured is the compiled one
 * (`apps/api/dist/server.js`, built first), as production runs it. The server runs on core 0 and this process
 * (the load generator) on core 1. Writes bench/results/latest.md and latest.json.
 *
 * BENCH_DURATION (s per scenario, default 10), BENCH_DATABASES (pglite,postgres), BENCH_SCENARIOS (all),
 * BENCH_CONNECTIONS (100), BENCH_RATE (2000 req/s), BENCH_HIGH_RATE (5000 req/s: `rate-high`),
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432), BENCH_LOG_LEVEL (the server's LOG_LEVEL; default info),
 * BENCH_APP_ROOT (another checkout whose API and migrations to measure, for a before/after comparison).
 * BENCH_DB_NAME (suavez_bench) and BENCH_PORT (4101, then the next three) keep parallel runs apart.
 * BENCH_ANSWER_CACHE=false starts the app with its answer cache off (ANSWER_CACHE), for a before/after.
 * The report scenarios (report-year, report-month) also load one restaurant with a year of history.
 * The `streams` scenario (PostgreSQL only; README.md#performance) opens BENCH_STREAMS (10 000) idle live
 * streams on one server and measures memory per stream and the time to deliver one change to all of them; it
 * writes the "Live streams" section of latest.md and leaves the other sections as they were when it runs
 * alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { generateVapidKeyPair } from '../apps/api/src/lib/vapid-keys';
import { backendsCpuDelta, databaseBackendsCpuMs, processCpuMs } from './lib/cpu';
import { runLoad } from './lib/load';
import { runOpenLoop } from './lib/open-loop';
import { type BenchResult, describeMachine, writeReport } from './lib/report';
import { buildScenarios, COLD_START_SECONDS, mintCredentials, prebuild } from './lib/scenarios';
import { type ExecSql, seedBenchData } from './lib/seed';
import { seedReportYear } from './lib/seed-report';
import { startServer } from './lib/server-process';
import type { StreamsResult } from './lib/streams';
import { streamsSection, upsertStreamsSection } from './lib/streams-report';
import { measureStreams } from './lib/streams-scenario';

const root = fileURLToPath(new URL('..', import.meta.url));
const appRoot = process.env.BENCH_APP_ROOT ?? root;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmUpSeconds = 4;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const rate = Number(process.env.BENCH_RATE ?? 2000);
const highRate = Number(process.env.BENCH_HIGH_RATE ?? 5000);
const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const only = process.env.BENCH_SCENARIOS?.split(',');
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
// BENCH_DB_NAME and BENCH_PORT let two runs share the machine without dropping each other's database.
const benchDbName = process.env.BENCH_DB_NAME ?? 'suavez_bench';
const portBase = Number(process.env.BENCH_PORT ?? 4101);
const ports = {
  app: portBase,
  reference: portBase + 1,
  bare: portBase + 2,
  inspector: portBase + 3,
} as const;
const wantsStreams = !only || only.includes('streams');
const streamCount = Number(process.env.BENCH_STREAMS ?? 10_000);
// What every server of the run gets besides its database: production mode, its log level, no demo data
// and no pages (the sweeper runs, as in production).
const vapidKeys = generateVapidKeyPair();
const baseServerEnv: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  // Production refuses to start without VAPID keys (docs/notifications.md#web-push).
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  VAPID_SUBJECT: 'mailto:contato@suavez.app',
  HOST: '127.0.0.1',
  DEMO_DATA: 'false',
  WEB_DIST_DIR: '',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  // BENCH_ANSWER_CACHE=false measures the polls read from the database every time (the server's default is on).
  ...(process.env.BENCH_ANSWER_CACHE ? { ANSWER_CACHE: process.env.BENCH_ANSWER_CACHE } : {}),
  // BENCH_MAX_IN_FLIGHT=0 measures the server without load shedding (the server's default sheds past 64 on
  // PGlite and 512 on PostgreSQL: README.md#operations).
  ...(process.env.BENCH_MAX_IN_FLIGHT ? { MAX_IN_FLIGHT: process.env.BENCH_MAX_IN_FLIGHT } : {}),
};

function databaseUrl(name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, loaded database; answers the server's environment for it and how to drop it. */
async function prepareDatabase(kind: 'pglite' | 'postgres', serverEnv: Record<string, string>) {
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (kind === 'postgres') {
    await withAdmin(async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${benchDbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${benchDbName}`);
    });
    env = { DATABASE_URL: databaseUrl(benchDbName) };
    // BENCH_KEEP_DATABASE=1 leaves the loaded database behind, to EXPLAIN the hot queries on it.
    drop = async () => {
      if (process.env.BENCH_KEEP_DATABASE === '1') return;
      await withAdmin(
        async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${benchDbName} WITH (FORCE)`)),
      );
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'suavez-bench-'));
    env = { DATA_DIR: dataDir };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // The measured checkout's own migrations (BENCH_APP_ROOT may be an older one).
    const { migrateDatabase } = (await import(
      join(appRoot, 'apps/api/src/db/migrate.ts')
    )) as typeof import('../apps/api/src/db/migrate');
    await migrateDatabase(database);
    let exec: ExecSql;
    let release = () => {};
    if (database.pool) {
      const client = await database.pool.connect();
      release = () => client.release();
      exec = async (text) => (await client.query(text)).rows;
    } else {
      const pglite = database.pglite as NonNullable<typeof database.pglite>;
      exec = async (text) => (await pglite.query<Record<string, unknown>>(text)).rows;
    }
    try {
      const started = Date.now();
      const data = await seedBenchData(exec);
      // The report scenarios' year of history (docs/reports.md#speed) loads only when one of them runs.
      if (!only || only.some((name) => name.startsWith('report')))
        data.reportMerchant = await seedReportYear(exec);
      console.log(`  dados carregados em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      release();
      release = () => {};
      // The measured checkout's own app, built with the server's configuration, mints the credentials.
      const { buildApp } = (await import(
        join(appRoot, 'apps/api/src/app.ts')
      )) as typeof import('../apps/api/src/app');
      const { loadConfig } = (await import(
        join(appRoot, 'apps/api/src/config.ts')
      )) as typeof import('../apps/api/src/config');
      const app = await buildApp(loadConfig({ ...process.env, ...serverEnv, ...env }), { database });
      try {
        return { env, drop, credentials: await mintCredentials(data, app) };
      } finally {
        await app.close();
      }
    } finally {
      release();
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  // The server measured is the compiled one production runs (`npm start`, the container), built from the
  // measured checkout's sources.
  const { buildServer } = (await import(join(appRoot, 'scripts/build-server.mjs'))) as {
    buildServer: () => Promise<string>;
  };
  await buildServer();
  const machine = await describeMachine(baseUrl);
  const results: BenchResult[] = [];
  const streamsResults: StreamsResult[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'suavez-bench-run-'));
  const bodyFile = join(workDir, 'body.json');
  try {
    for (const kind of kinds) {
      console.log(`\n== ${kind}: carregando os dados`);
      const prepared = await prepareDatabase(kind, baseServerEnv);
      try {
        const { credentials } = prepared;
        const scenarios = buildScenarios(credentials, rate, highRate).filter(
          (s) => !only || only.includes(s.name),
        );
        const serverEnv = { ...baseServerEnv, ...prepared.env };
        // The app first (it also answers the JSON the bare server then repeats), then the references.
        for (const target of ['app', 'reference', 'bare'] as const) {
          const mine = scenarios.filter((scenario) => scenario.target === target);
          // The app also runs when only the bare server is measured: it answers the JSON the bare one repeats.
          const needsBody = target === 'app' && scenarios.some((scenario) => scenario.target === 'bare');
          if (mine.length === 0 && !needsBody) continue;
          const start = () =>
            startServer(
              target,
              ports[target],
              { ...serverEnv, BENCH_BODY_FILE: bodyFile },
              target === 'app' ? appRoot : root,
            );
          let server = await start();
          try {
            if (target === 'app') {
              const [consumer] = credentials.consumers;
              if (!consumer) throw new Error('no diner to read GET /queue as');
              await server.captureBody(consumer, bodyFile);
            }
            for (const scenario of mine) {
              if (scenario.coldStart) {
                // A restart: the process, its answer cache and its JIT all start from nothing.
                await server.stop();
                server = await start();
                const serverCpuBefore = processCpuMs(server.pid);
                const result = await runOpenLoop({
                  url: server.url,
                  rate: scenario.overallRate ?? rate,
                  connections: scenario.connections ?? connections,
                  duration: COLD_START_SECONDS,
                  next: scenario.request,
                });
                results.push({
                  database: kind,
                  scenario: scenario.name,
                  description: scenario.description,
                  connections: scenario.connections ?? connections,
                  overallRate: scenario.overallRate,
                  serverCpuUs:
                    ((processCpuMs(server.pid) - serverCpuBefore) * 1000) /
                    Math.max(result.requests.total, 1),
                  result,
                });
                console.log(
                  `  ${scenario.name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  máx ${result.latency.max} ms  erros ${result.errors + result.timeouts}  não-2xx ${result.non2xx}`,
                );
                continue;
              }
              // A warm-up so the JIT and the pool are hot before anything is measured, long enough for
              // every consumer of the data to poll once (the steady state: consumers poll every 5 s).
              await runLoad({
                url: server.url,
                connections: scenario.connections ?? connections,
                duration: warmUpSeconds,
                requests: [{ setupRequest: scenario.request }],
              });
              if (scenario.warmUpRequests) {
                await runLoad({
                  url: server.url,
                  connections: scenario.connections ?? connections,
                  amount: scenario.warmUpRequests,
                  requests: [{ setupRequest: scenario.request }],
                });
              }
              // A constant-rate scenario measures the steady state of consumers polling every 5 s: one
              // period of that same load first, so every consumer has polled once (as a minute after a
              // restart). The first seconds after a restart are the README's "cold start".
              if (scenario.overallRate) {
                await runOpenLoop({
                  url: server.url,
                  rate: scenario.overallRate,
                  connections: scenario.connections ?? connections,
                  duration: 5,
                  next: scenario.request,
                });
              }
              // CPU per request is the figure noise moves least: the server's own, and (PostgreSQL) that
              // of the backends serving the bench database.
              const serverCpuBefore = processCpuMs(server.pid);
              const backendsBefore = databaseBackendsCpuMs(benchDbName);
              const result = scenario.overallRate
                ? await runOpenLoop({
                    url: server.url,
                    rate: scenario.overallRate,
                    connections: scenario.connections ?? connections,
                    duration,
                    next: scenario.request,
                  })
                : await runLoad({
                    url: server.url,
                    connections: scenario.connections ?? connections,
                    duration,
                    requests: scenario.buildsEachRequest
                      ? [{ setupRequest: () => scenario.request() }]
                      : prebuild(scenario),
                  });
              const total = Math.max(result.requests.total, 1);
              const serverCpuUs = ((processCpuMs(server.pid) - serverCpuBefore) * 1000) / total;
              const databaseCpuUs =
                kind === 'postgres' && target !== 'bare'
                  ? (backendsCpuDelta(backendsBefore, databaseBackendsCpuMs(benchDbName)) * 1000) / total
                  : undefined;
              const row: BenchResult = {
                database: kind,
                scenario: scenario.name,
                description: scenario.description,
                connections: scenario.connections ?? connections,
                overallRate: scenario.overallRate,
                serverCpuUs,
                databaseCpuUs,
                result,
              };
              results.push(row);
              console.log(
                `  ${scenario.name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  erros ${result.errors + result.timeouts}  não-2xx ${result.non2xx}${
                  result.non2xx > 0
                    ? ` (${Object.entries(result.statusCodeStats ?? {})
                        .map(([code, stat]) => `${code}: ${stat.count}`)
                        .join(', ')})`
                    : ''
                }  CPU/req ${serverCpuUs.toFixed(0)} µs servidor${databaseCpuUs === undefined ? '' : ` + ${databaseCpuUs.toFixed(0)} µs banco`}`,
              );
            }
          } finally {
            await server.stop();
          }
        }
        if (kind === 'postgres' && wantsStreams) {
          streamsResults.push(
            ...(await measureStreams({
              kind,
              serverEnv,
              credentials,
              count: streamCount,
              ports,
              appRoot,
              root,
            })),
          );
        }
      } finally {
        await prepared.drop();
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const reportName = process.env.BENCH_REPORT_NAME ?? 'latest';
  // The streams scenario alone rewrites only its own section.
  if (results.length > 0 || streamsResults.length === 0) {
    writeReport(join(root, 'bench/results'), reportName, {
      machine,
      duration,
      connections,
      rate,
      highRate,
      results,
    });
  }
  if (streamsResults.length > 0) {
    upsertStreamsSection(
      join(root, 'bench/results', `${reportName}.md`),
      streamsSection(streamsResults, machine),
    );
  }
  console.log(`\nResultados em bench/results/${reportName}.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
