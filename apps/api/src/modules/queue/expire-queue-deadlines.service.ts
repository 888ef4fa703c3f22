import { expiredQueueStatusAt, queueDeadlineAt } from '@suavez/shared/domain/queue-machine';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  appendQueueHistory,
  compareAndSetQueueStatus,
  type DueEntriesFilter,
  lockDueQueueEntries,
  type QueueEntryRow,
} from './queue.repository';

/**
 * Moves a locked entry whose deadline is over to its expired status (CALLED → CALLED_NOT_ANSWERED,
 * ACCEPTED_RESTAURANT_CALL → NOT_PRESENT), dated at the deadline itself. Answers the entry as it now is.
 * The deadline is the stored `deadlineAt`, which '+5 min' moves (docs/queue.md#deadlines), the sweeper's
 * own criterion; a row without one (never written so) falls back to 5 minutes after its status change.
 */
export async function applyDueExpiry(tx: Db, entry: QueueEntryRow, now: Date): Promise<QueueEntryRow> {
  const at = entry.deadlineAt ?? queueDeadlineAt(entry.status, entry.lastStatusAt);
  const expired = at && expiredQueueStatusAt(entry.status, at, now);
  if (!at || !expired) return entry;
  const updated = await compareAndSetQueueStatus(tx, {
    id: entry.id,
    merchantId: entry.merchantId,
    expected: entry.status,
    next: expired,
    reason: null,
    at,
    deadlineAt: null,
  });
  if (!updated) return entry;
  await appendQueueHistory(tx, {
    merchantId: entry.merchantId,
    queueEntryId: entry.id,
    status: expired,
    reason: null,
    at,
  });
  return updated;
}

/**
 * Applies every passed deadline (optionally only one merchant's, one consumer's or one entry's), in batches.
 * Safe with several server processes: rows another process is handling are skipped, never waited on.
 * Readers call it with a filter before answering, so a stale status is never shown.
 */
export async function expireQueueDeadlines(options: {
  db: Db;
  clock: Clock;
  filter?: DueEntriesFilter;
  batchSize?: number;
}): Promise<number> {
  const now = options.clock.now();
  const batchSize = options.batchSize ?? 200;
  let total = 0;
  for (;;) {
    const count = await options.db.transaction(async (tx) => {
      const due = await lockDueQueueEntries(tx, now, batchSize, options.filter);
      for (const entry of due) await applyDueExpiry(tx, entry, now);
      return due.length;
    });
    total += count;
    if (count < batchSize) return total;
  }
}
