import type { QueueEntrySource } from '@suavez/shared/domain/queue-entry-source';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, asc, count, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** One entry of a merchant's live queue, with the consumer's name and phone. */
export interface MerchantQueueRow {
  id: string;
  status: QueueStatus;
  slot: number;
  joinedAt: Date;
  lastStatusAt: Date;
  /** When a CALLED or ACCEPTED_RESTAURANT_CALL entry expires; null otherwise. */
  deadlineAt: Date | null;
  /** How many times the host gave it 5 more minutes. */
  deadlineExtensions: number;
  /** Whose entry it is: the answer shows their name and phone, which change under their own tag. */
  consumerId: string;
  consumerName: string;
  /** Digits only: the merchant reaches its consumer (the WhatsApp link). */
  consumerPhone: string;
  /** The table's label, once seated. */
  tableLabel: string | null;
  /** The latest time another device was refused a place here with this entry's phone; null if none. */
  phoneClaimedAt: Date | null;
  /** Where the diner joined: the web page or the WhatsApp conversation. */
  source: QueueEntrySource;
}

/** The size a table-size filter of 5 starts at: 5 means five or more. */
const LARGEST_SLOT_FILTER = 5;

/**
 * A merchant's entries in `statuses` whose party size matches `slots` (5 = five or more), oldest first
 * (ties on the same instant broken by id, as the positions are).
 */
export async function listMerchantQueueEntries(
  db: Db,
  filter: { merchantId: string; statuses: readonly QueueStatus[]; slots: readonly number[] },
): Promise<MerchantQueueRow[]> {
  if (filter.statuses.length === 0 || filter.slots.length === 0) return [];
  const exact = filter.slots.filter((slot) => slot < LARGEST_SLOT_FILTER);
  const slotConditions: SQL[] = [];
  if (exact.length > 0) slotConditions.push(inArray(queueEntries.slot, exact));
  if (filter.slots.includes(LARGEST_SLOT_FILTER))
    slotConditions.push(gte(queueEntries.slot, LARGEST_SLOT_FILTER));
  return db
    .select({
      id: queueEntries.id,
      status: queueEntries.status,
      slot: queueEntries.slot,
      joinedAt: queueEntries.joinedAt,
      lastStatusAt: queueEntries.lastStatusAt,
      deadlineAt: queueEntries.deadlineAt,
      deadlineExtensions: queueEntries.deadlineExtensions,
      consumerId: queueEntries.consumerId,
      consumerName: consumers.name,
      // The phone given when joining (an anonymised consumer has none: never an active entry, but typed so).
      consumerPhone: sql<string>`coalesce(${queueEntries.phone}, ${consumers.phone}, '')`,
      tableLabel: queueEntries.tableLabel,
      phoneClaimedAt: queueEntries.phoneClaimedAt,
      source: queueEntries.source,
    })
    .from(queueEntries)
    .innerJoin(consumers, eq(consumers.id, queueEntries.consumerId))
    .where(
      and(
        eq(queueEntries.merchantId, filter.merchantId),
        inArray(queueEntries.status, [...filter.statuses]),
        or(...slotConditions),
      ),
    )
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.id));
}

/**
 * Locks a merchant's entries in `statuses` until the transaction ends, in id order (two purges lock in
 * the same order, so they queue up instead of deadlocking). Answers their ids.
 */
export async function lockMerchantEntriesInStatuses(
  db: Db,
  merchantId: string,
  statuses: readonly QueueStatus[],
): Promise<string[]> {
  const rows = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.merchantId, merchantId), inArray(queueEntries.status, [...statuses])))
    .orderBy(asc(queueEntries.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** How many of a merchant's entries that joined in [from, to) are in each status now. */
export async function countMerchantEntriesByStatus(
  db: Db,
  filter: { merchantId: string; from: Date; to: Date },
): Promise<Map<QueueStatus, number>> {
  const rows = await db
    .select({ status: queueEntries.status, total: count() })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.merchantId, filter.merchantId),
        gte(queueEntries.joinedAt, filter.from),
        lt(queueEntries.joinedAt, filter.to),
      ),
    )
    .groupBy(queueEntries.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}
