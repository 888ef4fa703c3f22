import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { queueEntries } from '#api/db/schema/queue.schema';

/** Positions by entry id, and the earliest deadline still ahead among the entries counted. */
export interface QueuePositions {
  positions: Map<string, number>;
  /** When the first counted entry's deadline passes: from then on it counts nowhere (null: none has one). */
  nextDeadlineAt: Date | null;
}

/**
 * Positions of a merchant's entries in `statuses` (active ones), each counted among the
 * entries of its own status, 1 for the oldest (docs/queue.md#positions: every active status, not only
 * IN_QUEUE; ties on the same instant broken by id). An entry whose deadline passed at `now`
 * counts nowhere.
 */
export async function listQueuePositions(
  db: Db,
  merchantId: string,
  statuses: readonly QueueStatus[],
  now: Date,
): Promise<QueuePositions> {
  if (statuses.length === 0) return { positions: new Map(), nextDeadlineAt: null };
  const rows = await db
    .select({ id: queueEntries.id, status: queueEntries.status, deadlineAt: queueEntries.deadlineAt })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.merchantId, merchantId),
        inArray(queueEntries.status, [...statuses]),
        // An entry whose deadline passed is about to end (the sweeper): it is nobody's place any more.
        or(isNull(queueEntries.deadlineAt), gt(queueEntries.deadlineAt, now)),
      ),
    )
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.id));
  const counts = new Map<QueueStatus, number>();
  const positions = new Map<string, number>();
  let nextDeadlineAt: Date | null = null;
  for (const row of rows) {
    const position = (counts.get(row.status) ?? 0) + 1;
    counts.set(row.status, position);
    positions.set(row.id, position);
    if (row.deadlineAt && (!nextDeadlineAt || row.deadlineAt < nextDeadlineAt))
      nextDeadlineAt = row.deadlineAt;
  }
  return { positions, nextDeadlineAt };
}
