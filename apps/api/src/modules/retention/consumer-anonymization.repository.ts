import { activeQueueStatuses } from '@suavez/shared/domain/queue-status';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers, verificationCodes } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { deletePushSubscriptionsOf } from './notification-retention.repository';
import { ANONYMIZED_CONSUMER_NAME } from './retention-policy';

// Conditions on the outer `consumers` row ("consumers"."id"), shared by the lock and the update so the
// update checks again, in a fresh snapshot, what the lock's snapshot may have missed.

const active = sql.raw(activeQueueStatuses.map((status) => `'${status}'`).join(', '));

/** No entry of the consumer is active, and no table the consumer has an order at (as a guest too) is. */
export function hasNoActiveVisit(): SQL {
  return sql`NOT EXISTS (
      SELECT 1 FROM queue_entries q WHERE q.consumer_id = "consumers"."id" AND q.status IN (${active}))
    AND NOT EXISTS (
      SELECT 1 FROM orders o JOIN queue_entries e ON e.id = o.queue_entry_id
      WHERE o.consumer_id = "consumers"."id" AND e.status IN (${active}))`;
}

/**
 * Not yet anonymised, and nothing of the consumer happened at or after `cutoff`: its own row (created,
 * renamed), its entries' status changes, its orders and their units (a guest's order lives in someone
 * else's entry), its ratings and its verification codes (a code sent is someone typing the phone; codes
 * are kept 30 days). An active entry or table keeps the consumer whatever its dates.
 */
export function isInactiveSince(cutoff: Date): SQL {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  return sql`"consumers"."anonymized_at" IS NULL
    AND "consumers"."created_at" < ${at} AND "consumers"."updated_at" < ${at}
    AND NOT EXISTS (
      SELECT 1 FROM queue_entries q
      WHERE q.consumer_id = "consumers"."id" AND (q.last_status_at >= ${at} OR q.status IN (${active})))
    AND NOT EXISTS (
      SELECT 1 FROM orders o JOIN queue_entries e ON e.id = o.queue_entry_id
      WHERE o.consumer_id = "consumers"."id"
        AND (o.updated_at >= ${at} OR e.status IN (${active})
          OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.status_at >= ${at})))
    AND NOT EXISTS (
      SELECT 1 FROM feedback f WHERE f.consumer_id = "consumers"."id" AND f.created_at >= ${at})
    AND NOT EXISTS (
      SELECT 1 FROM verification_codes v WHERE v.consumer_id = "consumers"."id" AND v.created_at >= ${at})`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Locks up to `limit` consumers meeting `condition`, in id order after `afterId` (a walk over the primary
 * key: the whole run reads the table once). `FOR UPDATE`, not `FOR NO KEY UPDATE`: it also conflicts with
 * the key-share lock a new entry, order or code takes on its consumer, so a consumer being joined right now
 * is skipped or joins after this transaction, never in between. With `skipLocked` (the daily job) rows
 * another transaction holds are skipped, never waited on; without it (a request by phone) they are waited
 * for.
 */
export async function lockConsumersWhere(
  db: Db,
  options: { condition: SQL; afterId?: string | undefined; limit: number; skipLocked: boolean },
): Promise<string[]> {
  const after = options.afterId ? sql`AND "consumers"."id" > ${options.afterId}::uuid` : sql``;
  const result = await db.execute(sql`
    SELECT "consumers"."id" AS id FROM consumers
    WHERE ${options.condition} ${after}
    ORDER BY "consumers"."id"
    LIMIT ${options.limit}
    FOR UPDATE OF consumers ${options.skipLocked ? sql`SKIP LOCKED` : sql``}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** How many of the given consumers have an active entry, or an order at an active table. */
export async function countWithActiveVisit(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.execute(sql`
    SELECT count(*)::int AS total FROM consumers
    WHERE ${inArray(consumers.id, [...ids])} AND NOT (${hasNoActiveVisit()})`);
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

/**
 * Anonymises the given (locked) consumers that still meet `condition`: the name becomes the neutral
 * placeholder, the phone goes (and with it the verified mark), their entries' copies of the phone go, and
 * their verification codes and Web Push subscriptions are deleted. Entries, history, orders and ratings stay, for the restaurant's
 * reports and books. Answers the ids anonymised. Idempotent: an anonymised row meets no condition again.
 */
export async function anonymizeConsumers(
  db: Db,
  options: { ids: readonly string[]; condition: SQL; now: Date },
): Promise<string[]> {
  if (options.ids.length === 0) return [];
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    UPDATE consumers
    SET name = ${ANONYMIZED_CONSUMER_NAME}, phone = NULL, phone_verified = false, awaiting_code = false,
      anonymized_at = ${now}, updated_at = ${now}
    WHERE ${inArray(consumers.id, [...options.ids])} AND ${options.condition}
    RETURNING "consumers"."id" AS id`);
  const anonymized = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (anonymized.length === 0) return anonymized;
  // Only entries that still hold a phone: each updated entry raises a live event (migration 0004).
  await db.execute(sql`
    UPDATE queue_entries SET phone = NULL
    WHERE ${inArray(queueEntries.consumerId, anonymized)} AND "queue_entries"."phone" IS NOT NULL`);
  await db.delete(verificationCodes).where(inArray(verificationCodes.consumerId, anonymized));
  await deletePushSubscriptionsOf(db, anonymized);
  return anonymized;
}
