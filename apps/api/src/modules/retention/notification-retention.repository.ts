import { finalQueueStatuses } from '@suavez/shared/domain/queue-status';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { pushSubscriptions } from '#api/db/schema/notification.schema';
import { deleteInBatches } from './retention.repository';

// What the notification outbox leaves behind (docs/security.md, "Retention"; docs/notifications.md#retention).

const finals = sql.raw(finalQueueStatuses.map((status) => `'${status}'`).join(', '));

/**
 * Deletes the notification rows of visits that ended (a final status) before `before`, `batchSize` per
 * statement, skipping rows a worker holds. The entry's own time of its last status says when the visit ended
 * (set from the app's clock). Answers how many went.
 */
export async function deleteNotificationsOfEndedVisits(
  db: Db,
  options: { before: Date; batchSize: number },
): Promise<number> {
  const before = sql`${options.before.toISOString()}::timestamptz`;
  return deleteInBatches(
    db,
    options.batchSize,
    sql`
      DELETE FROM notifications WHERE id IN (
        SELECT n.id FROM notifications n JOIN queue_entries e ON e.id = n.queue_entry_id
        WHERE e.status IN (${finals}) AND e.last_status_at < ${before}
        LIMIT ${options.batchSize} FOR UPDATE OF n SKIP LOCKED)
      RETURNING 1 AS deleted`,
  );
}

/**
 * Deletes the Web Push subscriptions of the given consumers (being anonymised: a browser's endpoint and keys
 * are about a person). Answers how many went.
 */
export async function deletePushSubscriptionsOf(db: Db, consumerIds: readonly string[]): Promise<number> {
  if (consumerIds.length === 0) return 0;
  const rows = await db
    .delete(pushSubscriptions)
    .where(inArray(pushSubscriptions.consumerId, [...consumerIds]))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/**
 * Deletes every push subscription left on an anonymised consumer (a device that still held the consumer's
 * session could subscribe after the anonymisation), `batchSize` per statement. Answers how many went.
 */
export async function deletePushSubscriptionsOfAnonymized(db: Db, batchSize: number): Promise<number> {
  return deleteInBatches(
    db,
    batchSize,
    sql`
      DELETE FROM push_subscriptions WHERE id IN (
        SELECT s.id FROM push_subscriptions s JOIN consumers c ON c.id = s.consumer_id
        WHERE c.anonymized_at IS NOT NULL
        LIMIT ${batchSize} FOR UPDATE OF s SKIP LOCKED)
      RETURNING 1 AS deleted`,
  );
}
