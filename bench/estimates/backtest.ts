/**
 * `npm run backtest`: replays a synthetic restaurant's waitlist (apps/api/src/cli/synthetic-queue-history.ts)
 * and scores the server's own wait estimator (apps/api/src/modules/queue/wait-estimate.ts) on the last
 * weeks, each join estimated from what was known before it only. Prints and writes
 * bench/results/estimates.md. BACKTEST_SEED (11), BACKTEST_WEEKS (10), BACKTEST_TEST_WEEKS (3), and
 * BACKTEST_SETTINGS (JSON overriding the estimator settings, to try others: the report says which ran).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateQueueHistory, type SyntheticEntry } from '../../apps/api/src/cli/synthetic-queue-history';
import { tableSeats } from '../../apps/api/src/cli/synthetic-restaurant';
import {
  defaultWaitEstimateSettings,
  fitMask,
  largestRival,
  predictWait,
  type TableKind,
  tableKinds,
  type WaitEstimateSettings,
  type WaitSample,
} from '../../apps/api/src/modules/queue/wait-estimate';
import { buildWaitSamples, toWaitQuery } from '../../apps/api/src/modules/queue/wait-estimate-samples';

const seed = Number(process.env.BACKTEST_SEED ?? 11);
const weeks = Number(process.env.BACKTEST_WEEKS ?? 10);
const testWeeks = Number(process.env.BACKTEST_TEST_WEEKS ?? 3);
const timeZone = 'America/Sao_Paulo';
// A fixed end, so the figures are the same on every machine and every day.
const endAtMs = Date.parse('2026-06-01T03:00:00Z');
const MINUTE_MS = 60_000;

interface Scored {
  actual: number;
  min: number;
  max: number;
  median: number;
}

interface Figures {
  queries: number;
  withoutEstimate: number;
  medianAbsoluteError: number;
  inside: number;
  medianWidth: number;
  meanWidth: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function summarize(queries: number, scored: readonly Scored[]): Figures {
  const widths = scored.map((s) => s.max - s.min);
  return {
    queries,
    withoutEstimate: 1 - scored.length / queries,
    medianAbsoluteError: median(scored.map((s) => Math.abs(s.median - s.actual))),
    inside: scored.filter((s) => s.min <= s.actual && s.actual <= s.max).length / scored.length,
    medianWidth: median(widths),
    meanWidth: widths.reduce((sum, w) => sum + w, 0) / widths.length,
  };
}

/** How to score: when to ask (minutes after joining), what to hide from the model, which parties. */
interface Variant {
  settings?: WaitEstimateSettings;
  afterMinutes?: number;
  transform?: (sample: WaitSample) => WaitSample;
  /** Only parties with this many parties ahead (inclusive). */
  ahead?: [min: number, max: number];
  /** Only parties of this size (inclusive). */
  slots?: [min: number, max: number];
  /** The restaurant's table kinds: the model then counts ahead only the parties competing for a table. */
  kinds?: readonly TableKind[];
}

/** Scores each called party of the test weeks when it joined (or `afterMinutes` later, if still waiting). */
function score(
  entries: readonly SyntheticEntry[],
  samples: readonly WaitSample[],
  variant: Variant = {},
): Figures {
  const {
    settings = defaultSettings,
    afterMinutes = 0,
    transform = (sample: WaitSample) => sample,
  } = variant;
  const [minAhead, maxAhead] = variant.ahead ?? [0, Number.POSITIVE_INFINITY];
  const [minSlot, maxSlot] = variant.slots ?? [1, Number.POSITIVE_INFINITY];
  const kinds = variant.kinds ?? [];
  const testFrom = endAtMs - testWeeks * 7 * 24 * 60 * MINUTE_MS;
  const known = samples.map(transform);
  const scored: Scored[] = [];
  let queries = 0;
  for (const entry of entries) {
    if (entry.joinedAtMs < testFrom || entry.calledAtMs === null) continue;
    if (entry.slot < minSlot || entry.slot > maxSlot) continue;
    const atMs = entry.joinedAtMs + afterMinutes * MINUTE_MS;
    if (entry.calledAtMs <= atMs) continue;
    // Parties ahead as the server counts them: joined earlier and still waiting now (with tables, only
    // those that compete with this party for a kind of table).
    const rival =
      kinds.length === 0 ? Number.POSITIVE_INFINITY : largestRival(kinds, fitMask(kinds, entry.slot));
    let ahead = 0;
    for (const other of entries) {
      if (other.joinedAtMs >= entry.joinedAtMs) break;
      if (other.leftWaitingAtMs <= atMs) continue;
      if (other.slot <= rival) ahead += 1;
    }
    if (ahead < minAhead || ahead > maxAhead) continue;
    const query = transform({
      ...toWaitQuery({ atMs, slot: entry.slot, ahead, timeZone, kinds }),
      joinedAtMs: atMs,
      calledAtMs: atMs,
      waitMinutes: 0,
    });
    queries += 1;
    const prior = known.filter((sample) => sample.calledAtMs < atMs);
    const prediction = predictWait(prior, { ...query, atMs }, settings);
    if (!prediction) continue;
    scored.push({
      actual: (entry.calledAtMs - atMs) / MINUTE_MS,
      min: prediction.minMinutes,
      max: prediction.maxMinutes,
      median: prediction.medianMinutes,
    });
  }
  return summarize(queries, scored);
}

const entries = generateQueueHistory({ seed, weeks, endAtMs, timeZone });
const samples = buildWaitSamples(
  entries.map((entry) => ({ ...entry, leftWaitingAtMs: entry.leftWaitingAtMs })),
  timeZone,
);
// The synthetic host gives a table to a party that leaves at most 2 seats empty (before 25 minutes of waiting):
// as an owner would define the map, each table's minimum is its seats less 2.
const kinds = tableKinds(tableSeats.map((seats) => ({ seats, minSeats: Math.max(1, seats - 2) })));
const samplesWithTables = buildWaitSamples(entries, timeZone, kinds);
const withTables = { kinds };
const sizes: [string, [number, number]][] = [
  ['parties of 2', [2, 2]],
  ['parties of 4', [4, 4]],
  ['parties of 6 or more', [6, Number.POSITIVE_INFINITY]],
];
const defaultSettings: WaitEstimateSettings = {
  ...defaultWaitEstimateSettings,
  ...JSON.parse(process.env.BACKTEST_SETTINGS ?? '{}'),
};
const rows: [string, Figures][] = [
  ['Server model, at join', score(entries, samples)],
  ['… with 0–1 parties ahead', score(entries, samples, { ahead: [0, 1] })],
  ['… with 2–5 parties ahead', score(entries, samples, { ahead: [2, 5] })],
  ['… with 6 or more parties ahead', score(entries, samples, { ahead: [6, Number.POSITIVE_INFINITY] })],
  ['Server model, remaining after 15 min of waiting', score(entries, samples, { afterMinutes: 15 })],
  ['Without parties ahead', score(entries, samples, { transform: (s) => ({ ...s, ahead: 0 }) })],
  [
    'Without weekday and hour',
    score(entries, samples, { transform: (s) => ({ ...s, weekday: 0, hour: 12 }) }),
  ],
  [
    'Without recency weighting',
    score(entries, samples, { settings: { ...defaultSettings, halfLifeWeeks: Number.POSITIVE_INFINITY } }),
  ],
];

const sizeRows: [string, Figures, Figures][] = sizes.map(([name, slots]) => [
  name,
  score(entries, samples, { slots }),
  score(entries, samplesWithTables, { slots, ...withTables }),
]);
sizeRows.push(['all parties', rows[0]?.[1] as Figures, score(entries, samplesWithTables, withTables)]);

const called = entries.filter((entry) => entry.calledAtMs !== null);
const waits = called.map((entry) => ((entry.calledAtMs as number) - entry.joinedAtMs) / MINUTE_MS);
const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
const min = (value: number) => `${value.toFixed(1)} min`;
const table = rows
  .map(
    ([name, f]) =>
      `| ${name} | ${f.queries} | ${pct(f.withoutEstimate)} | ${min(f.medianAbsoluteError)} | **${pct(f.inside)}** | ${min(f.medianWidth)} | ${min(f.meanWidth)} |`,
  )
  .join('\n');
const sizeTable = sizeRows
  .map(
    ([name, before, after]) =>
      `| ${name} | ${before.queries} | ${min(before.medianAbsoluteError)} → ${min(after.medianAbsoluteError)} | ${pct(before.inside)} → **${pct(after.inside)}** | ${min(before.medianWidth)} → ${min(after.medianWidth)} | ${pct(before.withoutEstimate)} → ${pct(after.withoutEstimate)} |`,
  )
  .join('\n');
const report = `# Wait estimates: backtest

Generated by \`npm run backtest\` (bench/estimates/backtest.ts); method in docs/wait-estimates.md.

Synthetic restaurant (seed ${seed}): ${weeks} weeks, ${entries.length} parties, ${called.length} called
(the other ${pct(1 - called.length / entries.length)} walked away or were closed out); wait from joining to
the call: median ${min(median(waits))}, 90th percentile ${min(percentile(waits, 0.9))}. The last ${testWeeks} weeks are replayed: each called party is
estimated from the parties called before that moment only, with the server's code and settings
(\`${JSON.stringify(defaultSettings)}\`).

| variant | parties scored | no estimate | median abs. error | real wait inside the range | median width | mean width |
|---|---:|---:|---:|---:|---:|---:|
${table}

Target: the real wait inside the range at least 75 % of the time.

## By party size, without and with the table map

The same replay, before (party sizes grouped 1–2, 3–4, 5–6, 7+ and every waiting party counted ahead) and
after the restaurant's tables are known (${tableSeats.length} tables of ${[...new Set(tableSeats)].join(', ')} seats, each given to
parties of its seats less 2 or more: the samples are grouped by the kinds of table they fit, and only the
parties that could take one of those tables, no larger than the largest, count ahead; docs/wait-estimates.md#tables).

| parties | scored | median abs. error | real wait inside the range | median width | no estimate |
|---|---:|---:|---:|---:|---:|
${sizeTable}
`;

process.stdout.write(report);
writeFileSync(fileURLToPath(new URL('../results/estimates.md', import.meta.url)), report);
