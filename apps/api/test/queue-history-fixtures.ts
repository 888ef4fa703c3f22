import { storeQueueHistory } from '#api/cli/store-queue-history';
import type { SyntheticEntry } from '#api/cli/synthetic-queue-history';
import type { TestApp } from './test-app';

// Past parties of a restaurant, for the wait estimates and the preview (docs/wait-estimates.md).

const MINUTE = 60_000;

/** Monday 2026-01-05, 12:59:30 in São Paulo: the tests' now, when the history below is 7 whole days old. */
export const estimateMonday = new Date('2026-01-05T15:59:30Z');

/** Monday 2025-12-29, 12:00 in São Paulo: when the history's first party joined. */
export const lastMondayNoonMs = Date.parse('2025-12-29T15:00:00Z');

/**
 * Twelve waits (minutes) of parties of two with nobody ahead that give 'entre 5 e 10 min'. Sorted: 5 ×7,
 * 6 ×4, 9; equal weights, so the 15 % quantile is the 2nd (5 → 5) and the 85 % the 11th (6 → rounded up to
 * 10). The first eleven add up to 59 minutes: all joined at 12:xx.
 */
export const twelveWaits = [5, 6, 5, 6, 5, 6, 5, 6, 5, 5, 5, 9];

/**
 * Stores the history of parties of two that joined one after the other from `startMs` (nobody ahead of
 * any), each called after `waits[i]` minutes, when the next one joined, and seated.
 */
export async function storeSeatedPartiesHistory(
  t: Pick<TestApp, 'database'>,
  merchantId: string,
  waits: readonly number[],
  startMs = lastMondayNoonMs,
): Promise<void> {
  let joinedAtMs = startMs;
  const entries: SyntheticEntry[] = waits.map((wait) => {
    const calledAtMs = joinedAtMs + wait * MINUTE;
    const entry: SyntheticEntry = {
      joinedAtMs,
      slot: 2,
      calledAtMs,
      acceptedAtMs: calledAtMs + MINUTE,
      checkInAtMs: calledAtMs + 3 * MINUTE,
      leftWaitingAtMs: calledAtMs,
      endedAtMs: calledAtMs + 60 * MINUTE,
      outcome: 'CHECK_OUT',
    };
    joinedAtMs = calledAtMs;
    return entry;
  });
  await storeQueueHistory(t.database.db, { merchantId, entries });
}
