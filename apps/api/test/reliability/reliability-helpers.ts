import { queueTransitions } from '@suavez/shared/domain/queue-machine';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';

// Shared by the race, crash and model tests: the history invariants, and waiting for what a process does.

/** Whether some event of the shared queue machine moves `from` to `to`. */
export function isQueueStep(from: QueueStatus, to: QueueStatus): boolean {
  return Object.values(queueTransitions[from]).some((rule) => rule?.to === to);
}

/**
 * Problems with the history of entries (empty when all is well): the first row is a join status, each
 * row's status is reachable from the previous one by the shared machine, and the entry's status is the
 * last row's.
 */
export async function findHistoryProblems(db: Db, entryIds: readonly string[]): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const entries = await db
    .select()
    .from(queueEntries)
    .where(inArray(queueEntries.id, [...entryIds]));
  const rows = await db
    .select()
    .from(queueEntryHistory)
    .where(inArray(queueEntryHistory.queueEntryId, [...entryIds]))
    .orderBy(asc(queueEntryHistory.seq));
  const problems: string[] = [];
  for (const entry of entries) {
    const statuses = rows.filter((row) => row.queueEntryId === entry.id).map((row) => row.status);
    const first = statuses[0];
    if (first !== 'WAITING_CONFIRMATION' && first !== 'IN_QUEUE') {
      problems.push(`${entry.id}: history starts with ${first}`);
    }
    for (let i = 1; i < statuses.length; i += 1) {
      const from = statuses[i - 1] as QueueStatus;
      const to = statuses[i] as QueueStatus;
      if (!isQueueStep(from, to)) problems.push(`${entry.id}: history jumps ${from} → ${to}`);
    }
    if (statuses.at(-1) !== entry.status) {
      problems.push(`${entry.id}: status ${entry.status} but last history row ${statuses.at(-1)}`);
    }
  }
  if (entries.length !== entryIds.length) problems.push('some entries are missing');
  return problems;
}

/** The statuses of an entry's history, oldest first. */
export async function listHistoryStatuses(db: Db, entryId: string): Promise<QueueStatus[]> {
  const rows = await db
    .select({ status: queueEntryHistory.status })
    .from(queueEntryHistory)
    .where(eq(queueEntryHistory.queueEntryId, entryId))
    .orderBy(asc(queueEntryHistory.seq));
  return rows.map((row) => row.status);
}

/**
 * Polls `check` every 50 ms until it holds (what another process does is seen from outside, not awaited);
 * throws naming `what` after `timeoutMs`.
 */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`não aconteceu a tempo: ${what}`);
}
