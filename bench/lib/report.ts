import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { LoadResult } from './load';
import { existingStreamsSection } from './streams-report';

/** One measured scenario on one database. */
export interface BenchResult {
  database: 'pglite' | 'postgres';
  scenario: string;
  description: string;
  connections: number;
  overallRate?: number | undefined;
  /** CPU time of the server process per request (µs); for PGlite it includes the database. */
  serverCpuUs: number;
  /** CPU time of the PostgreSQL backends serving the bench database per request (µs). */
  databaseCpuUs?: number | undefined;
  result: LoadResult;
}

/** What the figures were measured on. */
export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  postgres: string;
  loadAverage: string;
  date: string;
  commit: string;
}

export async function describeMachine(databaseUrl: string): Promise<Machine> {
  let postgres = 'indisponível';
  try {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    postgres = String((await client.query('SHOW server_version')).rows[0]?.server_version);
    await client.end();
  } catch {
    // reported as unavailable
  }
  let commit = 'desconhecido';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  } catch {
    // not a git checkout
  }
  return {
    cpu: cpus()[0]?.model ?? 'desconhecida',
    cores: cpus().length,
    node: process.version,
    postgres,
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    date: new Date().toISOString(),
    commit,
  };
}

const percent = (value: number, of: number | undefined) => (of ? `${Math.round((value / of) * 100)} %` : '–');
const times = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(1)}×` : '–');

interface Target {
  label: string;
  check: (rows: Map<string, LoadResult>) => boolean | undefined;
}

/** The API's targets (README.md#performance), checked on PostgreSQL. */
function targets(rate: number, highRate: number): Target[] {
  const ratio = (scenario: string, of: string, min: number) => (rows: Map<string, LoadResult>) => {
    const value = rows.get(scenario);
    const base = rows.get(of);
    return value && base ? value.requests.average >= min * base.requests.average : undefined;
  };

  const p99Times = (scenario: string, max: number) => (rows: Map<string, LoadResult>) => {
    const value = rows.get(scenario);
    const bare = rows.get('bare');
    return value && bare ? value.latency.p99 <= max * Math.max(bare.latency.p99, 1) : undefined;
  };
  const constantRate = (scenario: string, at: number, maxP99: number) => (rows: Map<string, LoadResult>) => {
    const value = rows.get(scenario);
    if (!value) return undefined;
    // The rate must also be reached: a server that falls behind serves fewer requests, not slower ones.
    return (
      value.requests.average >= 0.95 * at &&
      value.latency.p99 <= maxP99 &&
      value.errors + value.timeouts + value.non2xx === 0
    );
  };
  const both =
    (...checks: ((rows: Map<string, LoadResult>) => boolean | undefined)[]) =>
    (rows: Map<string, LoadResult>) => {
      const verdicts = checks.map((check) => check(rows));
      return verdicts.some((verdict) => verdict === undefined) ? undefined : verdicts.every(Boolean);
    };
  return [
    {
      label: 'GET /queue ≥ 50 % of the bare server (req/s), p99 ≤ 3× bare',
      check: both(ratio('queue', 'bare', 0.5), p99Times('queue', 3)),
    },
    {
      label: 'GET /order ≥ 50 % of the bare server (req/s), p99 ≤ 3× bare',
      check: both(ratio('order', 'bare', 0.5), p99Times('order', 3)),
    },
    { label: 'GET /queue/current ≥ 25 % of the bare server (req/s)', check: ratio('current', 'bare', 0.25) },
    { label: 'GET /queue/hall ≥ 25 % of the bare server (req/s)', check: ratio('hall', 'bare', 0.25) },
    { label: 'mixed (polls, joins, item additions): p99 ≤ 10× bare', check: p99Times('mixed', 10) },
    {
      // Proposed where the closed loop cannot meet the one above (README.md#performance).
      label: `mixed at a constant ${rate / 2} req/s: reached, p99 ≤ 50 ms, no errors`,
      check: constantRate('mixed-rate', rate / 2, 50),
    },
    {
      label: `${rate} req/s constant (10 000 waiting diners): reached, p99 ≤ 50 ms, no errors`,
      check: constantRate('rate', rate, 50),
    },
    {
      label: `${highRate} req/s constant (${(highRate * 5).toLocaleString('en-US').replaceAll(',', ' ')} waiting diners): reached, p99 ≤ 50 ms, no errors`,
      check: constantRate('rate-high', highRate, 50),
    },
    {
      label: `the first 10 s after a restart at ${rate} req/s: p99 ≤ 100 ms, no errors`,
      check: constantRate('cold-start', rate, 100),
    },
  ];
}

/** What must hold on PGlite too: whatever the load, answers (a 503 with Retry-After counts), not failures. */
function pgliteTargets(): Target[] {
  return [
    {
      label: 'no socket errors or timeouts in any scenario (overload answers 503 with Retry-After)',
      check: (rows) =>
        rows.size === 0 ? undefined : [...rows.values()].every((r) => r.errors + r.timeouts === 0),
    },
  ];
}

/** Writes latest.md (tables per database, ratios to the bare server and the reference route) and latest.json. */
export function writeReport(
  folder: string,
  name: string,
  run: {
    machine: Machine;
    duration: number;
    connections: number;
    rate: number;
    highRate: number;
    results: BenchResult[];
  },
): void {
  const { machine } = run;
  const lines = [
    '# API benchmark: latest run',
    '',
    `Written by \`npm run bench\` on ${machine.date} (commit ${machine.commit}). ${machine.cores} cores (${machine.cpu}),`,
    `Node ${machine.node}, PostgreSQL ${machine.postgres}; load average at the start: ${machine.loadAverage}`,
    '(above ~0.5 someone else was using the machine: compare only runs made back to back).',
    '',
    `Each scenario: ${run.duration} s after a 4 s warm-up (the diners' polls: then one request per diner or order, so`,
    'every phone has polled once, as in the steady state of phones polling every 5 s; the constant-rate ones: then 5 s',
    `at their rate), ${run.connections} connections, autocannon on core 1,`,
    'the server on core 0 (PostgreSQL itself is not pinned and shares both cores). "bare": node:http',
    'answering the same JSON as GET /queue; "reference": node:http, the same cookie check and one',
    'primary-key select through the same driver and pool. Ratios: req/s as a share of bare / reference,',
    "latencies as a multiple of bare. Latencies in ms. Every request carries a browser's Accept-Encoding",
    '(the API compresses answers of 1 KB and more; bare and reference never do). "CPU µs/req": CPU time the server process (and, on',
    'PostgreSQL, the backends serving the bench database) spent per answered request: the figure that',
    'other load on the machine moves least, so the one to compare between runs.',
    '"rate" and "rate-bare": an open loop at a constant arrival rate (bench/lib/open-loop.ts: evenly spaced',
    "sends, each request timed from the instant it was due), not autocannon's per-second quota, which sends",
    'each second\'s requests in one burst; "rate-bare" is the bare server under the same load, the floor.',
    '"cold-start": the server restarted, no warm-up, the first 10 s at the constant rate: every diner\'s first',
    'poll reads the database. The server is the compiled one production runs (`apps/api/dist/server.js`).',
    '',
    process.env.BENCH_ANSWER_CACHE === 'false'
      ? 'Answer cache: **off** (BENCH_ANSWER_CACHE=false): every poll reads the database.'
      : "Answer cache: on (the server's default): the diners' polls are answered from memory until the " +
        'database notifies a change to what they read; the first poll of each diner after a change reads the database.',
    '',
  ];
  for (const database of ['postgres', 'pglite'] as const) {
    const rows = run.results.filter((row) => row.database === database);
    if (rows.length === 0) continue;
    const byName = new Map(rows.map((row) => [row.scenario, row.result]));
    const bare = byName.get('bare');
    const reference = byName.get('reference');
    lines.push(`## ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '');
    lines.push(
      '| scenario | what | req/s | p50 | p99 | errors | non-2xx | req/s % bare | req/s % ref | p50 × bare | p99 × bare | CPU µs/req server + db |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const row of rows) {
      const r = row.result;
      const codes = Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stat]) => `${stat.count}×${code}`)
        .join(' ');
      lines.push(
        `| ${row.scenario} | ${row.description} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts} | ${r.non2xx}${codes ? ` (${codes})` : ''} | ${percent(r.requests.average, bare?.requests.average)} | ${percent(r.requests.average, reference?.requests.average)} | ${times(r.latency.p50, bare?.latency.p50)} | ${times(r.latency.p99, bare?.latency.p99)} | ${row.serverCpuUs.toFixed(0)}${row.databaseCpuUs === undefined ? '' : ` + ${row.databaseCpuUs.toFixed(0)}`} |`,
      );
    }
    lines.push('');
    lines.push(`Targets (${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}):`, '');
    for (const target of database === 'postgres' ? targets(run.rate, run.highRate) : pgliteTargets()) {
      const verdict = target.check(byName);
      lines.push(
        `- ${verdict === undefined ? '– not measured' : verdict ? '✅ met' : '❌ missed'}: ${target.label}`,
      );
    }
    lines.push('');
  }
  // A run without the streams scenario keeps the Live streams section of the previous one.
  const streams = existingStreamsSection(join(folder, `${name}.md`));
  if (streams) lines.push(streams, '');
  writeFileSync(join(folder, `${name}.md`), `${lines.join('\n')}\n`);
  writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(run, null, 2)}\n`);
}
