import { getIsoWeekdayIndex, getZonedDateTime } from '@suavez/shared/domain/time-zone';
import { fitMask, largestRival, type TableKind, type WaitQuery, type WaitSample } from './wait-estimate';

/** One past entry of a merchant as its history tells it. */
export interface PastQueueEntry {
  joinedAtMs: number;
  slot: number;
  /** The first CALLED, or null when it never was (walked away, refused, still waiting). */
  calledAtMs: number | null;
  /** When it stopped waiting (called, quit, refused, removed); null while it still waits. */
  leftWaitingAtMs: number | null;
}

const MINUTE_MS = 60_000;

// The last hour read per zone: every poll asks for "now", and Intl's formatToParts costs ~10 µs a call.
const lastHourByZone = new Map<string, { fromMs: number; toMs: number; weekday: number; hour: number }>();

/** Weekday (0 = Monday) and hour of an instant in the merchant's zone. */
export function zonedWeekdayHour(atMs: number, timeZone: string): { weekday: number; hour: number } {
  const cached = lastHourByZone.get(timeZone);
  if (cached && atMs >= cached.fromMs && atMs < cached.toMs)
    return { weekday: cached.weekday, hour: cached.hour };
  const local = getZonedDateTime(new Date(atMs), timeZone);
  const weekday = getIsoWeekdayIndex(local.year, local.month, local.day);
  // Zone changes (daylight saving) happen on the hour, so the wall hour holds until the next one.
  const fromMs = Math.floor(atMs / 1000) * 1000 - (local.minute * 60 + local.second) * 1000;
  lastHourByZone.set(timeZone, { fromMs, toMs: fromMs + MINUTE_MS * 60, weekday, hour: local.hour });
  return { weekday, hour: local.hour };
}

/**
 * The estimator's question for a party of `slot` with `ahead` parties before it, at `atMs`. With the
 * merchant's table kinds, `ahead` must count only the parties that compete with it (`competesFor`).
 */
export function toWaitQuery(options: {
  atMs: number;
  slot: number;
  ahead: number;
  timeZone: string;
  kinds?: readonly TableKind[];
}): WaitQuery {
  const query: WaitQuery = {
    atMs: options.atMs,
    slot: options.slot,
    ahead: options.ahead,
    ...zonedWeekdayHour(options.atMs, options.timeZone),
  };
  if (options.kinds && options.kinds.length > 0) query.fitMask = fitMask(options.kinds, options.slot);
  return query;
}

// A binary min-heap of times: the earlier entries still waiting, whose smallest leaves first.
class MinHeap {
  private readonly items: number[] = [];
  get size(): number {
    return this.items.length;
  }
  peek(): number | undefined {
    return this.items[0];
  }
  push(value: number): void {
    const items = this.items;
    items.push(value);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if ((items[parent] as number) <= value) break;
      items[i] = items[parent] as number;
      items[parent] = value;
      i = parent;
    }
  }
  pop(): void {
    const items = this.items;
    const last = items.pop();
    if (last === undefined || items.length === 0) return;
    items[0] = last;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < items.length && (items[left] as number) < (items[smallest] as number)) smallest = left;
      if (right < items.length && (items[right] as number) < (items[smallest] as number)) smallest = right;
      if (smallest === i) break;
      [items[i], items[smallest]] = [items[smallest] as number, items[i] as number];
      i = smallest;
    }
  }
}

/**
 * The samples of a merchant's past: every entry that was called, with its wait and the parties that
 * were still waiting when it joined (joined earlier, left later). Entries never called (walk-aways)
 * teach no wait, but they do count as ahead of those who joined while they waited. With the merchant's
 * table kinds (docs/wait-estimates.md#tables), each sample carries the kinds it fits and counts ahead only
 * the parties that could have taken one of those tables (no larger than its largest).
 */
export function buildWaitSamples(
  entries: readonly PastQueueEntry[],
  timeZone: string,
  kinds: readonly TableKind[] = [],
): WaitSample[] {
  const ordered = [...entries].sort((a, b) => a.joinedAtMs - b.joinedAtMs);
  const withTables = kinds.length > 0;
  // The parties still waiting, one heap of leaving times per party size.
  const waiting = new Map<number, MinHeap>();
  const samples: WaitSample[] = [];
  for (const entry of ordered) {
    const mask = withTables ? fitMask(kinds, entry.slot) : 0;
    const rival = withTables ? largestRival(kinds, mask) : Number.POSITIVE_INFINITY;
    let ahead = 0;
    for (const [slot, heap] of waiting) {
      while (heap.size > 0 && (heap.peek() as number) <= entry.joinedAtMs) heap.pop();
      if (slot <= rival) ahead += heap.size;
    }
    if (entry.calledAtMs !== null && entry.calledAtMs >= entry.joinedAtMs) {
      const sample: WaitSample = {
        joinedAtMs: entry.joinedAtMs,
        calledAtMs: entry.calledAtMs,
        waitMinutes: (entry.calledAtMs - entry.joinedAtMs) / MINUTE_MS,
        slot: entry.slot,
        ahead,
        ...zonedWeekdayHour(entry.joinedAtMs, timeZone),
      };
      if (withTables) sample.fitMask = mask;
      samples.push(sample);
    }
    let heap = waiting.get(entry.slot);
    if (!heap) {
      heap = new MinHeap();
      waiting.set(entry.slot, heap);
    }
    heap.push(entry.leftWaitingAtMs ?? Number.POSITIVE_INFINITY);
  }
  return samples;
}
