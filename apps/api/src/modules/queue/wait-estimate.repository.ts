import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { PastQueueEntry } from './wait-estimate-samples';

/** The statuses of a party still waiting to be called: it has a position and a wait estimate. */
export const waitingQueueStatuses = [
  'WAITING_CONFIRMATION',
  'IN_QUEUE',
] as const satisfies readonly QueueStatus[];

/** The waiting statuses as a literal SQL list, for `status in (...)`. */
export const waitingStatusList = sql.raw(waitingQueueStatuses.map((status) => `'${status}'`).join(', '));

// The first call and the first change out of the waiting statuses (the call itself, or quitting, refusal,
// removal) are the entry's milestone columns, kept by the database at every status change (migration
// 0005): one index range scan of the merchant's weeks, no search of the history per entry.
// Epoch milliseconds as a double: the same number from node-postgres and PGlite, no date parsing.
const calledAt = sql<number | null>`extract(epoch from ${queueEntries.calledAt}) * 1000`;
const leftWaitingAt = sql<number | null>`extract(epoch from ${queueEntries.leftWaitingAt}) * 1000`;

function toMs(value: unknown): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value));
}

/** The merchant's entries that joined since `since`, with when each was called and stopped waiting. */
export async function listPastQueueEntries(
  db: Db,
  merchantId: string,
  since: Date,
): Promise<PastQueueEntry[]> {
  const rows = await db
    .select({
      joinedAt: queueEntries.joinedAt,
      slot: queueEntries.slot,
      calledAt: calledAt.mapWith(toMs),
      leftWaitingAt: leftWaitingAt.mapWith(toMs),
    })
    .from(queueEntries)
    .where(and(eq(queueEntries.merchantId, merchantId), gte(queueEntries.joinedAt, since)));
  return rows.map((row) => ({
    joinedAtMs: row.joinedAt.getTime(),
    slot: row.slot,
    calledAtMs: row.calledAt,
    leftWaitingAtMs: row.leftWaitingAt,
  }));
}
