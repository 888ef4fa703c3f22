/**
 * The wait estimate (docs/wait-estimates.md): a range of minutes learned from the merchant's
 * own history, by party size, parties ahead, weekday and hour, recent weeks weighted more. Pure: the
 * server (wait-estimate-cache.ts) and the backtest (bench/estimates/backtest.ts) run this same code.
 */

/** One past wait the model learns from: a party of the merchant that was called. */
export interface WaitSample {
  /** When it joined (ms since the epoch). */
  joinedAtMs: number;
  /** When it was first called: the wait was not known before then. */
  calledAtMs: number;
  /** Minutes from joining to the first call. */
  waitMinutes: number;
  slot: number;
  /** Parties of the merchant still waiting (joined earlier, not yet called or gone) when it joined. */
  ahead: number;
  /** Day of the week in the merchant's zone, 0 = Monday .. 6 = Sunday. */
  weekday: number;
  /** Hour of the day in the merchant's zone, 0..23. */
  hour: number;
  /**
   * With tables defined: the kinds of table this party fits (`fitMask`), and `ahead` counts only the parties
   * that compete with it for one of them. Absent without tables.
   */
  fitMask?: number;
}

/** The party to estimate for: now, its size, the parties ahead of it, and the merchant's weekday and hour. */
export interface WaitQuery {
  atMs: number;
  slot: number;
  ahead: number;
  weekday: number;
  hour: number;
  /** As the samples' (`WaitSample.fitMask`): present when the merchant has tables. */
  fitMask?: number;
}

/** What the consumer sees: 'entre {minMinutes} e {maxMinutes} min', both multiples of 5. */
export interface WaitEstimate {
  minMinutes: number;
  maxMinutes: number;
}

/** The estimate with what the backtest also reports: the point estimate and how much history backs it. */
export interface WaitPrediction extends WaitEstimate {
  medianMinutes: number;
  effectiveSamples: number;
}

/** The knobs, tuned with the backtest (bench/results/estimates.md). */
export interface WaitEstimateSettings {
  /** Below this many (effective, Kish) samples there is no estimate: no number beats a wrong one. */
  minEffectiveSamples: number;
  /** A sample this many weeks old counts half as much as one from today. */
  halfLifeWeeks: number;
  /** Samples older than this are ignored. */
  maxHistoryWeeks: number;
  /**
   * The range is between these weighted quantiles of comparable waits (0.15..0.85 hold 70 % of them;
   * rounding outward to 5 minutes adds the rest of the 75 % target, as the backtest shows).
   */
  lowerQuantile: number;
  upperQuantile: number;
  /** Weight of a sample at an unrelated weekday and hour: parties ahead and size carry most of it. */
  timeFloor: number;
}

/** The settings the server uses. */
export const defaultWaitEstimateSettings: Readonly<WaitEstimateSettings> = {
  minEffectiveSamples: 12,
  halfLifeWeeks: 3,
  maxHistoryWeeks: 12,
  lowerQuantile: 0.15,
  upperQuantile: 0.85,
  timeFloor: 0.05,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const ROUND_TO = 5;

/** Party sizes that wait for the same tables: 1–2, 3–4, 5–6, 7+. */
export function slotBucket(slot: number): number {
  return Math.min(3, Math.floor((Math.max(1, slot) - 1) / 2));
}

/** A kind of table, as the estimate sees a restaurant's map: its seats and the fewest it is given to. */
export interface TableKind {
  seats: number;
  minSeats: number;
}

/** The most kinds of table a fit mask tells apart (bits of a 32-bit integer). */
const MAX_TABLE_KINDS = 31;

/**
 * The distinct kinds of a restaurant's tables, in a fixed order, or an empty list (no tables, or too many
 * kinds to tell apart: the estimate then groups party sizes as a restaurant without a map).
 */
export function tableKinds(tables: readonly TableKind[]): TableKind[] {
  const kinds = new Map<string, TableKind>();
  for (const table of tables) kinds.set(`${table.seats}/${table.minSeats}`, table);
  if (kinds.size > MAX_TABLE_KINDS) return [];
  return [...kinds.values()].sort((a, b) => a.seats - b.seats || a.minSeats - b.minSeats);
}

/** The kinds of table a party of `slot` fits by its size (`minSeats ≤ slot ≤ seats`), one bit each. */
export function fitMask(kinds: readonly TableKind[], slot: number): number {
  let mask = 0;
  kinds.forEach((kind, index) => {
    if (kind.minSeats <= slot && slot <= kind.seats) mask |= 1 << index;
  });
  return mask;
}

/**
 * The largest party that competes with a party of `mask` for its tables: the most seats among the kinds it
 * fits. A smaller party ahead may be given one of those tables too (a host seats a couple at a 4-top when
 * nobody else fits), a larger one cannot. Infinity when it fits no table (tables are pushed together: it
 * waits behind everyone).
 */
export function largestRival(kinds: readonly TableKind[], mask: number): number {
  let largest = 0;
  kinds.forEach((kind, index) => {
    if ((mask & (1 << index)) !== 0) largest = Math.max(largest, kind.seats);
  });
  return largest === 0 ? Number.POSITIVE_INFINITY : largest;
}

// Without tables: the same size bucket counts fully, a neighbouring one a little (a 4-top also seats 3), a
// far one not at all. With tables: a party that fits the same kinds of table counts fully, one that shares
// some of them a little, one that waits for other tables not at all (a party of 8 waits for the one big
// table, whatever the parties of 2 wait).
function slotSimilarity(sample: WaitSample, query: WaitQuery): number {
  if (sample.fitMask !== undefined && query.fitMask !== undefined) {
    if (sample.fitMask === query.fitMask) return 1;
    return sample.fitMask !== 0 && query.fitMask !== 0 && (sample.fitMask & query.fitMask) !== 0 ? 0.2 : 0;
  }
  const distance = Math.abs(slotBucket(sample.slot) - slotBucket(query.slot));
  return distance === 0 ? 1 : distance === 1 ? 0.2 : 0;
}

// A queue of 10 is like one of 11; a queue of 0 is not like one of 2. Zero beyond three widths.
function aheadSimilarity(sample: number, query: number): number {
  const width = 0.75 + 0.15 * query;
  const z = Math.abs(sample - query) / width;
  return z > 3 ? 0 : Math.exp(-0.5 * z * z);
}

const hourWeights = [1, 0.5, 0.15];

// Mondays to Thursdays behave alike; Fridays to Sundays alike.
function isWeekend(weekday: number): boolean {
  return weekday >= 4;
}

function timeSimilarity(sample: WaitSample, query: WaitQuery, floor: number): number {
  const hourDistance = Math.abs(sample.hour - query.hour);
  const hour = hourWeights[Math.min(hourDistance, 24 - hourDistance)] ?? 0;
  const day =
    sample.weekday === query.weekday ? 1 : isWeekend(sample.weekday) === isWeekend(query.weekday) ? 0.5 : 0.2;
  return Math.max(floor, hour * day);
}

/** How much one sample says about the query; 0 when it was not known yet at the query's time. */
export function sampleWeight(sample: WaitSample, query: WaitQuery, settings: WaitEstimateSettings): number {
  if (sample.calledAtMs > query.atMs) return 0;
  const ageMs = query.atMs - sample.joinedAtMs;
  if (ageMs > settings.maxHistoryWeeks * WEEK_MS) return 0;
  // Age in whole days: the parties of one service weigh the same.
  const ageWeeks = Math.max(0, Math.floor(ageMs / DAY_MS)) / 7;
  return (
    0.5 ** (ageWeeks / settings.halfLifeWeeks) *
    slotSimilarity(sample, query) *
    aheadSimilarity(sample.ahead, query.ahead) *
    timeSimilarity(sample, query, settings.timeFloor)
  );
}

/** The smallest value whose cumulative weight reaches `q` of the total (values sorted ascending). */
function weightedQuantile(sorted: readonly { value: number; weight: number }[], total: number, q: number) {
  let cumulative = 0;
  for (const item of sorted) {
    cumulative += item.weight;
    if (cumulative >= q * total - 1e-9) return item.value;
  }
  return sorted[sorted.length - 1]?.value ?? 0;
}

/**
 * The wait range for `query` from `samples`, or null when comparable history is not enough (fewer than
 * `minEffectiveSamples` effective samples). The bounds are the weighted quantiles rounded outward to
 * 5 minutes, so the range is never narrower than 5 minutes.
 */
export function predictWait(
  samples: readonly WaitSample[],
  query: WaitQuery,
  settings: WaitEstimateSettings = defaultWaitEstimateSettings,
): WaitPrediction | null {
  const weighted: { value: number; weight: number }[] = [];
  let total = 0;
  let totalSquares = 0;
  for (const sample of samples) {
    const weight = sampleWeight(sample, query, settings);
    if (weight <= 0) continue;
    weighted.push({ value: sample.waitMinutes, weight });
    total += weight;
    totalSquares += weight * weight;
  }
  if (weighted.length < settings.minEffectiveSamples) return null;
  const effectiveSamples = (total * total) / totalSquares;
  if (effectiveSamples < settings.minEffectiveSamples - 1e-9) return null;
  weighted.sort((a, b) => a.value - b.value);
  const low = weightedQuantile(weighted, total, settings.lowerQuantile);
  const high = weightedQuantile(weighted, total, settings.upperQuantile);
  const minMinutes = Math.max(0, Math.floor(low / ROUND_TO) * ROUND_TO);
  const maxMinutes = Math.max(minMinutes + ROUND_TO, Math.ceil(high / ROUND_TO) * ROUND_TO);
  return {
    minMinutes,
    maxMinutes,
    medianMinutes: weightedQuantile(weighted, total, 0.5),
    effectiveSamples,
  };
}
