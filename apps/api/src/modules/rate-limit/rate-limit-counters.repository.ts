import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { rateLimitCounters } from '#api/db/schema/rate-limit.schema';

/** One counter to bump: its key and the fixed window the attempt falls in. */
export interface CounterWindow {
  key: string;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Adds one to each counter and answers the new counts, in one statement: `INSERT … ON CONFLICT (key,
 * window_start) DO UPDATE SET count = count + 1`. The primary key makes it atomic across processes (two
 * requests never both read 9 and write 10). Keys are sorted so two statements bumping the same pair of
 * counters lock them in the same order and cannot deadlock.
 */
export async function incrementCounters(db: Db, windows: CounterWindow[]): Promise<Map<string, number>> {
  const sorted = [...windows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db
    .insert(rateLimitCounters)
    .values(sorted.map((window) => ({ ...window, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Gives one attempt back (a successful login is not a guess); never below zero. */
export async function decrementCounter(db: Db, window: CounterWindow): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, window.key),
        eq(rateLimitCounters.windowStart, window.windowStart),
        gt(rateLimitCounters.count, 0),
      ),
    );
}

/** Deletes the counters whose window ended at or before `now`; answers how many. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expiresAt, now))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
