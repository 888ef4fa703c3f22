import { type QueueTransitionEvent, queueTransitions } from '@suavez/shared/domain/queue-machine';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

/**
 * The events that can move an entry into or out of IN_QUEUE (accept, call, quit, remove, purge): they change
 * who is second in line, which the outbox notifies (docs/notifications.md#outbox). Read off the state machine.
 */
const lineEvents: ReadonlySet<string> = new Set(
  Object.entries(queueTransitions).flatMap(([from, rules]) =>
    Object.entries(rules)
      .filter(([, rule]) => from === 'IN_QUEUE' || rule?.to === 'IN_QUEUE')
      .map(([event]) => event),
  ),
);

/** Whether `event` may change a merchant's line of IN_QUEUE entries. */
export function isQueueLineEvent(event: QueueTransitionEvent): boolean {
  return lineEvents.has(event);
}

/**
 * Serialises the changes of one merchant's line until the transaction ends (a transaction-scoped advisory
 * lock), so the outbox's deferred trigger (migration 0008) computes the second in line from what the previous
 * change committed. Taken before any entry's row lock, always in that order, so it cannot deadlock with them.
 */
export async function lockMerchantLine(db: Db, merchantId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`queue-line:${merchantId}`}, 0))`);
}

/** `lockMerchantLine` for the merchant of an entry (none when the entry does not exist). */
export async function lockMerchantLineOfEntry(db: Db, queueEntryId: string): Promise<void> {
  await db.execute(sql`
    SELECT pg_advisory_xact_lock(hashtextextended('queue-line:' || "merchant_id"::text, 0))
    FROM "queue_entries" WHERE "id" = ${queueEntryId}`);
}
