import { activeQueueStatuses, type QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { preparedOnce } from '#api/db/prepared';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { isOneOf } from '#api/db/schema/sql-helpers';
import { type MerchantProfile, merchantProfileColumns } from '#api/modules/merchant/merchant-profile';
import { largestRivalSql, waitingStatusList } from './wait-estimate.repository';

/** One history row as the view query aggregates it (times as the database's JSON text). */
interface HistoryJson {
  status: QueueStatus;
  reason: string | null;
  createdAt: string;
}

/** An entry with everything the consumer's view shows, read in one statement. */
export interface QueueEntryViewRow {
  id: string;
  merchantId: string;
  status: QueueStatus;
  slot: number;
  reason: string | null;
  joinedAt: Date;
  lastStatusAt: Date;
  deadlineAt: Date | null;
  merchant: MerchantProfile;
  consumer: { id: string; name: string; phone: string };
  history: { status: QueueStatus; reason: string | null; createdAt: Date }[];
  /** Among the merchant's entries of the same status, for WAITING_CONFIRMATION and IN_QUEUE; else null. */
  position: number | null;
  /** Parties waiting (either waiting status) that joined before this one; null when not waiting. */
  ahead: number | null;
  /** Among `ahead`, those that compete for this party's tables (all of them without tables). */
  rivalsAhead: number | null;
  /** The merchant's time zone: the estimate's weekday and hour are the merchant's. */
  timeZone: string;
}

// The history oldest first (ties on the same instant in insertion order), as listQueueHistory reads it.
const history = sql<HistoryJson[]>`coalesce((
  select json_agg(json_build_object('status', h.status, 'reason', h.reason, 'createdAt', h.created_at)
                  order by h.created_at, h.seq)
  from queue_entry_history h where h.queue_entry_id = ${queueEntries.id}), '[]'::json)`;

// Entries of the same merchant that joined before this one (ties on the same instant broken by id).
const joinedBefore = sql`ahead.merchant_id = ${queueEntries.merchantId}
    and (ahead.joined_at < ${queueEntries.joinedAt}
         or (ahead.joined_at = ${queueEntries.joinedAt} and ahead.id < ${queueEntries.id}))`;

// For a party still waiting, one walk of the (merchant_id, status, joined_at) index counts the position
// among the merchant's entries of the same status, oldest first (as listQueuePositions), the parties ahead
// in either waiting status, and among them those that compete for this party's tables (what the wait
// estimate is asked with: all of them when the merchant has no tables; docs/wait-estimates.md#tables).
const waitingCounts = sql<
  [number, number, number] | null
>`case when ${queueEntries.status} in (${waitingStatusList}) then (
  select array[count(*) filter (where ahead.status = ${queueEntries.status})::int + 1, count(*)::int,
    count(*) filter (where ahead.slot <= rival.seats)::int]
  from queue_entries ahead
  cross join (select ${largestRivalSql(sql`${queueEntries.merchantId}`, sql`${queueEntries.slot}`)} as seats) rival
  where ahead.status in (${waitingStatusList}) and ${joinedBefore}) end`;

function selectView(db: Db) {
  return db
    .select({
      id: queueEntries.id,
      merchantId: queueEntries.merchantId,
      status: queueEntries.status,
      slot: queueEntries.slot,
      reason: queueEntries.reason,
      joinedAt: queueEntries.joinedAt,
      lastStatusAt: queueEntries.lastStatusAt,
      deadlineAt: queueEntries.deadlineAt,
      merchant: merchantProfileColumns,
      // An anonymised consumer's old entries answer an empty phone.
      consumer: {
        id: consumers.id,
        name: consumers.name,
        phone: sql<string>`coalesce(${consumers.phone}, '')`,
      },
      history,
      waitingCounts,
      timeZone: merchants.timeZone,
    })
    .from(queueEntries)
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .innerJoin(consumers, eq(consumers.id, queueEntries.consumerId));
}

type ViewQueryRow = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

function toViewRow(row: ViewQueryRow | undefined): QueueEntryViewRow | undefined {
  if (!row) return undefined;
  const { waitingCounts: counts, ...rest } = row;
  return {
    ...rest,
    history: row.history.map((item) => ({ ...item, createdAt: new Date(item.createdAt) })),
    position: counts?.[0] ?? null,
    ahead: counts?.[1] ?? null,
    rivalsAhead: counts?.[2] ?? null,
  };
}

/**
 * The consumer's active entry with its view, in one statement. The status list is literal SQL so the
 * planner matches the partial unique index on (consumer_id) WHERE status is active.
 */
export async function findActiveEntryView(
  db: Db,
  consumerId: string,
): Promise<QueueEntryViewRow | undefined> {
  const statement = preparedOnce(db, 'queue_view_active', () =>
    selectView(db)
      .where(
        sql`${queueEntries.consumerId} = ${sql.placeholder('consumerId')} and ${isOneOf(queueEntries.status, activeQueueStatuses)}`,
      )
      .limit(1)
      .prepare('queue_view_active'),
  );
  return toViewRow((await statement.execute({ consumerId }))[0]);
}

/** The consumer's most recent entry of any status with its view, or undefined. */
export async function findLatestEntryView(
  db: Db,
  consumerId: string,
): Promise<QueueEntryViewRow | undefined> {
  const statement = preparedOnce(db, 'queue_view_latest', () =>
    selectView(db)
      .where(eq(queueEntries.consumerId, sql.placeholder('consumerId')))
      .orderBy(desc(queueEntries.joinedAt), desc(queueEntries.id))
      .limit(1)
      .prepare('queue_view_latest'),
  );
  return toViewRow((await statement.execute({ consumerId }))[0]);
}

/** One entry with its view, by id and merchant, or undefined. */
export async function findEntryView(
  db: Db,
  entry: { id: string; merchantId: string },
): Promise<QueueEntryViewRow | undefined> {
  const statement = preparedOnce(db, 'queue_view_by_id', () =>
    selectView(db)
      .where(
        and(
          eq(queueEntries.id, sql.placeholder('queueEntryId')),
          eq(queueEntries.merchantId, sql.placeholder('merchantId')),
        ),
      )
      .limit(1)
      .prepare('queue_view_by_id'),
  );
  return toViewRow((await statement.execute({ queueEntryId: entry.id, merchantId: entry.merchantId }))[0]);
}
