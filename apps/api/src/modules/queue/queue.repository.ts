import type { QueueEntrySource } from '@suavez/shared/domain/queue-entry-source';
import { activeQueueStatuses, type QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, asc, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';

/** A queue entry row as stored. */
export type QueueEntryRow = typeof queueEntries.$inferSelect;

/** A history row as stored. */
export type QueueHistoryRow = typeof queueEntryHistory.$inferSelect;

/** Inserts a new entry; the caller appends its first history row in the same transaction. */
export async function insertQueueEntry(
  db: Db,
  values: {
    merchantId: string;
    consumerId: string;
    slot: number;
    tableLabel: string | null;
    status: QueueStatus;
    at: Date;
    /** Where the diner joined (default: the web page). */
    source?: QueueEntrySource;
  },
): Promise<QueueEntryRow> {
  const [row] = await db
    .insert(queueEntries)
    .values({
      merchantId: values.merchantId,
      consumerId: values.consumerId,
      // The consumer's phone as it is now, read in the same statement (one active entry per phone and
      // merchant).
      phone: sql`(SELECT ${consumers.phone} FROM ${consumers} WHERE ${consumers.id} = ${values.consumerId})`,
      slot: values.slot,
      tableLabel: values.tableLabel,
      status: values.status,
      joinedAt: values.at,
      lastStatusAt: values.at,
      source: values.source ?? 'web',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Notes on the merchant's active entry that holds the joining consumer's phone, when it is another
 * consumer's, that a device was just refused a place with that phone (PHONE_IN_QUEUE) at `at`: the host's
 * card tells it, since the one waiting may be a stranger who typed the owner's number (docs/security.md,
 * "A phone is not a password"). Keeps the latest time; the phone is read in the same statement.
 */
export async function markPhoneClaimed(
  db: Db,
  values: { merchantId: string; consumerId: string; at: Date },
): Promise<void> {
  await db
    .update(queueEntries)
    .set({ phoneClaimedAt: sql`greatest(${queueEntries.phoneClaimedAt}, ${values.at})` })
    .where(
      and(
        eq(queueEntries.merchantId, values.merchantId),
        inArray(queueEntries.status, [...activeQueueStatuses]),
        ne(queueEntries.consumerId, values.consumerId),
        eq(
          queueEntries.phone,
          sql`(SELECT ${consumers.phone} FROM ${consumers} WHERE ${consumers.id} = ${values.consumerId})`,
        ),
      ),
    );
}

/**
 * Reads one of the merchant's entries and locks it until the transaction ends (serialises transitions of
 * one entry); undefined when it is unknown or another merchant's.
 */
export async function lockQueueEntry(
  db: Db,
  key: { id: string; merchantId: string },
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.id, key.id), eq(queueEntries.merchantId, key.merchantId)))
    .for('update');
  return rows[0];
}

/**
 * Locks an entry found by its id alone: a diner's request carries only the queue id (their pass), and
 * this read is what finds the restaurant (docs/scaling.md#queries).
 */
export async function lockQueueEntryByPass(db: Db, id: string): Promise<QueueEntryRow | undefined> {
  const rows = await db.select().from(queueEntries).where(eq(queueEntries.id, id)).for('update');
  return rows[0];
}

/**
 * Reads an entry by its id alone, without locking it: a diner's pass, or a key that names no restaurant
 * yet (an order's entry); the read finds the restaurant (docs/scaling.md#queries).
 */
export async function findQueueEntry(db: Db, id: string): Promise<QueueEntryRow | undefined> {
  const rows = await db.select().from(queueEntries).where(eq(queueEntries.id, id)).limit(1);
  return rows[0];
}

/** Reads one of the merchant's entries without locking it; undefined when unknown or another merchant's. */
export async function findMerchantQueueEntry(
  db: Db,
  key: { id: string; merchantId: string },
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.id, key.id), eq(queueEntries.merchantId, key.merchantId)))
    .limit(1);
  return rows[0];
}

/**
 * Moves an entry from `expected` to `next` only if it is still in `expected` (compare-and-set). Answers
 * the updated row, or undefined when someone else changed it first.
 */
export async function compareAndSetQueueStatus(
  db: Db,
  change: {
    id: string;
    merchantId: string;
    expected: QueueStatus;
    next: QueueStatus;
    reason: string | null;
    at: Date;
    deadlineAt: Date | null;
  },
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .update(queueEntries)
    .set({
      status: change.next,
      reason: change.reason,
      lastStatusAt: change.at,
      deadlineAt: change.deadlineAt,
    })
    .where(
      and(
        eq(queueEntries.id, change.id),
        eq(queueEntries.merchantId, change.merchantId),
        eq(queueEntries.status, change.expected),
      ),
    )
    .returning();
  return rows[0];
}

/** Appends one history row `{status, reason, createdAt}`. */
export async function appendQueueHistory(
  db: Db,
  row: { merchantId: string; queueEntryId: string; status: QueueStatus; reason: string | null; at: Date },
): Promise<void> {
  await db.insert(queueEntryHistory).values({
    merchantId: row.merchantId,
    queueEntryId: row.queueEntryId,
    status: row.status,
    reason: row.reason,
    createdAt: row.at,
  });
}

/** The history of entries (each with its merchant), oldest first. */
export async function listQueueHistory(
  db: Db,
  entries: readonly { id: string; merchantId: string }[],
): Promise<QueueHistoryRow[]> {
  if (entries.length === 0) return [];
  const merchantIds = [...new Set(entries.map((entry) => entry.merchantId))];
  return db
    .select()
    .from(queueEntryHistory)
    .where(
      and(
        inArray(queueEntryHistory.merchantId, merchantIds),
        inArray(
          queueEntryHistory.queueEntryId,
          entries.map((entry) => entry.id),
        ),
      ),
    )
    .orderBy(asc(queueEntryHistory.createdAt), asc(queueEntryHistory.seq));
}

/** Filters for the entries whose deadline is over. */
export interface DueEntriesFilter {
  merchantId?: string | undefined;
  consumerId?: string | undefined;
  queueEntryId?: string | undefined;
}

/**
 * Locks up to `limit` entries whose deadline is over, skipping rows another process holds
 * (`FOR UPDATE SKIP LOCKED`): several sweepers never block or double-apply.
 */
export async function lockDueQueueEntries(
  db: Db,
  now: Date,
  limit: number,
  filter: DueEntriesFilter = {},
): Promise<QueueEntryRow[]> {
  const conditions: SQL[] = [isNotNull(queueEntries.deadlineAt), lte(queueEntries.deadlineAt, now)];
  if (filter.merchantId) conditions.push(eq(queueEntries.merchantId, filter.merchantId));
  if (filter.consumerId) conditions.push(eq(queueEntries.consumerId, filter.consumerId));
  if (filter.queueEntryId) conditions.push(eq(queueEntries.id, filter.queueEntryId));
  return db
    .select()
    .from(queueEntries)
    .where(and(...conditions))
    .orderBy(asc(queueEntries.deadlineAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
