import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { QueueEntryRow } from './queue.repository';

/**
 * Moves an entry's deadline to `deadlineAt` and counts one more extension, only if the entry is still in
 * `status` with `extensions` extensions (compare-and-set). The status and `lastStatusAt` stay: the call is
 * the same call. Answers the updated row, or undefined when someone else changed it first.
 */
export async function compareAndSetQueueDeadline(
  db: Db,
  change: { id: string; merchantId: string; status: QueueStatus; extensions: number; deadlineAt: Date },
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .update(queueEntries)
    .set({ deadlineAt: change.deadlineAt, deadlineExtensions: sql`${queueEntries.deadlineExtensions} + 1` })
    .where(
      and(
        eq(queueEntries.id, change.id),
        eq(queueEntries.merchantId, change.merchantId),
        eq(queueEntries.status, change.status),
        eq(queueEntries.deadlineExtensions, change.extensions),
      ),
    )
    .returning();
  return rows[0];
}
