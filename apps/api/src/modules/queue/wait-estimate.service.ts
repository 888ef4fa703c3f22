import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  defaultWaitEstimateSettings,
  predictWait,
  slotBucket,
  type TableKind,
  tableKinds,
  type WaitEstimate,
  type WaitSample,
} from './wait-estimate';
import {
  countUpcomingBookingsFitting,
  listPastQueueEntries,
  listTableKinds,
} from './wait-estimate.repository';
import { buildWaitSamples, toWaitQuery } from './wait-estimate-samples';

/**
 * How long a merchant's learned history is reused. The model is derived data, not state: a few minutes
 * stale changes a range of 5-minute steps little, and GET /queue (every waiting consumer, every 5 s) then
 * reads the history once per merchant per period instead of once per poll.
 */
export const WAIT_MODEL_TTL_MS = 10 * 60_000;

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** How far ahead a booking counts as a party ahead of a walk-in (docs/wait-estimates.md#bookings). */
export const BOOKING_LOOKAHEAD_MS = 90 * 60_000;

/** How long a count of upcoming bookings is reused: polls every few seconds need not ask each time. */
export const UPCOMING_BOOKINGS_TTL_MS = 30_000;
// Past this many merchants cached in one process, start over rather than grow without bound.
const MAX_CACHED_MERCHANTS = 5_000;

interface MerchantModel {
  loadedAtMs: number;
  /** The kinds of the merchant's tables (empty without a map) and the samples read with them. */
  model: Promise<{ kinds: TableKind[]; samples: WaitSample[] }>;
  /** Answers already computed in this period, by the only inputs that change them. */
  estimates: Map<string, WaitEstimate | null>;
  /** The live bookings about to take a table, by party size, counted at `atMs` (with tables only). */
  upcoming: Map<number, { atMs: number; count: Promise<number> }>;
}

// Per database handle (each test's app has its own), per merchant and zone.
const modelsByDb = new WeakMap<Db, Map<string, MerchantModel>>();

function loadModel(db: Db, merchantId: string, timeZone: string, nowMs: number): MerchantModel {
  let models = modelsByDb.get(db);
  if (!models) {
    models = new Map();
    modelsByDb.set(db, models);
  }
  const key = `${merchantId}|${timeZone}`;
  const cached = models.get(key);
  // A clock set back (tests) makes the cache stale too.
  if (cached && nowMs >= cached.loadedAtMs && nowMs - cached.loadedAtMs < WAIT_MODEL_TTL_MS) return cached;
  if (models.size >= MAX_CACHED_MERCHANTS) models.clear();
  const since = new Date(nowMs - defaultWaitEstimateSettings.maxHistoryWeeks * WEEK_MS);
  const learned = Promise.all([
    listPastQueueEntries(db, merchantId, since),
    listTableKinds(db, merchantId),
  ]).then(([entries, tables]) => {
    const kinds = tableKinds(tables);
    return { kinds, samples: buildWaitSamples(entries, timeZone, kinds) };
  });
  const model: MerchantModel = {
    loadedAtMs: nowMs,
    model: learned,
    estimates: new Map(),
    upcoming: new Map(),
  };
  models.set(key, model);
  // A failed read is not remembered: the next poll tries again.
  learned.catch(() => {
    if (models.get(key) === model) models.delete(key);
  });
  return model;
}

function upcomingBookings(
  options: { db: Db; merchantId: string; slot: number },
  model: MerchantModel,
  atMs: number,
): Promise<number> {
  const cached = model.upcoming.get(options.slot);
  if (cached && atMs >= cached.atMs && atMs - cached.atMs < UPCOMING_BOOKINGS_TTL_MS) return cached.count;
  const count = countUpcomingBookingsFitting(options.db, {
    merchantId: options.merchantId,
    slot: options.slot,
    now: new Date(atMs),
    windowMs: BOOKING_LOOKAHEAD_MS,
  });
  model.upcoming.set(options.slot, { atMs, count });
  count.catch(() => model.upcoming.delete(options.slot));
  return count;
}

/**
 * The wait range of a party of `slot` with `ahead` parties waiting before it, learned from the merchant's
 * history (wait-estimate.ts), or null when that history is not enough. For a consumer already waiting it is
 * the time still to wait: it is asked with the parties still ahead now, at the current weekday and hour.
 * When the merchant has tables, `ahead` counts only the parties no larger than the largest table this party
 * fits (`largestRivalSql`), as the samples were counted (docs/wait-estimates.md#tables), and each live
 * booking about to take one of the tables it fits counts as one more (docs/wait-estimates.md#bookings).
 */
export async function findWaitEstimate(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  timeZone: string;
  slot: number;
  ahead: number;
}): Promise<WaitEstimate | null> {
  const atMs = options.clock.now().getTime();
  const model = loadModel(options.db, options.merchantId, options.timeZone, atMs);
  const { kinds, samples } = await model.model;
  // With tables, a booking about to take a table this party fits is one more party ahead of it.
  const booked = kinds.length > 0 ? await upcomingBookings(options, model, atMs) : 0;
  const query = toWaitQuery({
    atMs,
    slot: options.slot,
    ahead: options.ahead + booked,
    timeZone: options.timeZone,
    kinds,
  });
  const group = query.fitMask === undefined ? `b${slotBucket(query.slot)}` : `m${query.fitMask}`;
  const key = `${group}|${query.ahead}|${query.weekday}|${query.hour}`;
  const known = model.estimates.get(key);
  if (known !== undefined) return known;
  const prediction = predictWait(samples, query);
  const estimate = prediction && { minMinutes: prediction.minMinutes, maxMinutes: prediction.maxMinutes };
  model.estimates.set(key, estimate);
  return estimate;
}
