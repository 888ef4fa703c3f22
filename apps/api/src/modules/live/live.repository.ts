import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { liveEvents } from '#api/db/schema/live.schema';
import type { LiveEvent, LiveScope } from './live-event';

/** The events of one stream's scope after `afterId`, oldest first, at most `limit`. */
export async function listLiveEventsAfter(
  db: Db,
  scope: LiveScope,
  afterId: number,
  limit: number,
): Promise<LiveEvent[]> {
  const rows = await db
    .select({
      id: liveEvents.id,
      merchantId: liveEvents.merchantId,
      queueEntryId: liveEvents.queueEntryId,
      consumerId: liveEvents.consumerId,
      orderId: liveEvents.orderId,
      kind: liveEvents.kind,
    })
    .from(liveEvents)
    .where(and(eq(liveEvents[scope.column], scope.id), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, id: Number(row.id), kind: row.kind as LiveEvent['kind'] }));
}

/** What is still kept: the oldest event id (null when none) and the last id the sequence gave (0: none). */
export async function readLiveHorizon(db: Db): Promise<{ oldestId: number | null; lastIssuedId: number }> {
  const result = (await db.execute(
    sql`SELECT (SELECT min(${liveEvents.id}) FROM ${liveEvents}) AS oldest,
               last_value AS last, is_called AS called
        FROM live_events_id_seq`,
  )) as { rows: { oldest: string | number | null; last: string | number; called: boolean }[] };
  const row = result.rows[0];
  if (!row) return { oldestId: null, lastIssuedId: 0 };
  return {
    oldestId: row.oldest === null ? null : Number(row.oldest),
    lastIssuedId: row.called ? Number(row.last) : 0,
  };
}

/**
 * Deletes events created before `interval` ago (database time, as `created_at` is), a batch at a time;
 * answers how many. Several processes may run it at once: each deletes what is left.
 */
export async function pruneLiveEvents(db: Db, olderThanMs: number, batchSize = 5000): Promise<number> {
  const cutoff = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
  const old = db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(lt(liveEvents.createdAt, cutoff))
    .limit(batchSize);
  const deleted = await db
    .delete(liveEvents)
    .where(inArray(liveEvents.id, old))
    .returning({ id: liveEvents.id });
  return deleted.length;
}
