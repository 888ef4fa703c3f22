import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { queueEntries } from '#api/db/schema/queue.schema';
import { restaurantTables } from '#api/db/schema/table.schema';
import type { TableKind } from './wait-estimate';
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

/** The seats and minimum of each of the merchant's defined tables (none for a restaurant without a map). */
export function listTableKinds(db: Db, merchantId: string): Promise<TableKind[]> {
  return db
    .select({ seats: restaurantTables.seats, minSeats: restaurantTables.minSeats })
    .from(restaurantTables)
    .where(eq(restaurantTables.merchantId, merchantId));
}

/**
 * The largest party that competes with a party of `slot` for its tables (wait-estimate.ts `largestRival`),
 * in SQL: the most seats among the merchant's tables that fit `slot`, or no limit when none does (or the
 * merchant has no tables). `slot` and `merchantId` are SQL expressions of the outer query.
 */
export function largestRivalSql(merchantId: SQL, slot: SQL): SQL<number> {
  return sql<number>`coalesce((select max(t.seats) from restaurant_tables t
    where t.merchant_id = ${merchantId} and t.min_seats <= ${slot} and ${slot} <= t.seats), 2147483647)`;
}

/**
 * The live bookings (`CONFIRMED`, `PENDING_DEPOSIT`) that will take, within `windowMs` of `now`, a table a
 * party of `slot` fits, or hold one now (started, not yet arrived, not ended): each takes a table this party
 * waits for, as one more party ahead would (docs/wait-estimates.md#bookings). On the live bookings' index.
 */
export async function countUpcomingBookingsFitting(
  db: Db,
  options: { merchantId: string; slot: number; now: Date; windowMs: number },
): Promise<number> {
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.windowMs).toISOString();
  const result = await db.execute(sql`
    SELECT count(*)::int AS "count" FROM bookings b
    JOIN restaurant_tables t ON t.id = b.table_id
    WHERE b.merchant_id = ${options.merchantId}::uuid
      AND b.status IN ('CONFIRMED', 'PENDING_DEPOSIT')
      AND b.starts_at < ${until}::timestamptz AND b.ends_at > ${now}::timestamptz
      AND t.min_seats <= ${options.slot}::int AND ${options.slot}::int <= t.seats`);
  const [row] = (result as unknown as { rows: { count: number | string }[] }).rows;
  return Number(row?.count ?? 0);
}
