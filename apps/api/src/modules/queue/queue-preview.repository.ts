import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';
import { largestRivalSql, waitingStatusList } from './wait-estimate.repository';

/** A merchant's time zone, how many parties wait in its queue now, and how many compete with a party of the slot. */
export interface QueuePreviewRow {
  timeZone: string;
  waiting: number;
  /** The waiting parties that compete for the tables a party of the asked size fits (all, without tables). */
  rivals: number;
}

/**
 * One statement: the merchant's row by its key, and a count of its parties still waiting
 * (WAITING_CONFIRMATION, IN_QUEUE) on the `(merchant_id, status, joined_at)` index. An entry whose deadline
 * passed counts nowhere (docs/wait-estimates.md#position). Undefined for an unknown merchant.
 */
export async function findQueuePreviewRow(
  db: Db,
  merchantId: string,
  slot: number,
  now: Date,
): Promise<QueuePreviewRow | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rival = largestRivalSql(sql`${merchantId}::uuid`, sql`${slot}::int`);
  const [row] = await db
    .select({
      timeZone: merchants.timeZone,
      counts: sql<
        [number, number]
      >`(select array[count(*)::int, count(*) filter (where q.slot <= ${rival})::int]
        from queue_entries q
        where q.merchant_id = ${merchantId} and q.status in (${waitingStatusList})
          and (q.deadline_at is null or q.deadline_at > ${at}))`,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row && { timeZone: row.timeZone, waiting: Number(row.counts[0]), rivals: Number(row.counts[1]) };
}
