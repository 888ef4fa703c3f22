import type { BookingStatus } from '@suavez/shared/contracts/bookings.contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { bookings } from '#api/db/schema/booking.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { restaurantTables } from '#api/db/schema/table.schema';

/** A booking as stored. */
export type BookingRow = typeof bookings.$inferSelect;

/** A booking with what its answers show beside it: the table's label, the restaurant, the party's contact. */
export interface BookingView extends BookingRow {
  tableLabel: string | null;
  merchantName: string;
  timeZone: string;
  name: string;
  phone: string | null;
}

/** One start the grid offers, as the database compares it. */
export interface CandidateStart {
  time: string;
  startsAt: Date;
  endsAt: Date;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// The candidates travel as one JSON parameter: the same text on PGlite and PostgreSQL, whatever the count.
function candidateSet(candidates: readonly CandidateStart[]) {
  const json = JSON.stringify(
    candidates.map((c) => ({
      time: c.time,
      starts_at: c.startsAt.toISOString(),
      ends_at: c.endsAt.toISOString(),
    })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) AS c("time" text, starts_at timestamptz, ends_at timestamptz)`;
}

/** A table of the restaurant that seats `slot` and has no live booking overlapping the candidate `c`. */
function freeTableFor(options: { merchantId: string; slot: number; now: Date }) {
  return sql`SELECT t.id, t.label, t.seats FROM restaurant_tables t
    WHERE t.merchant_id = ${options.merchantId} AND t.min_seats <= ${options.slot} AND ${options.slot} <= t.seats
      AND NOT EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.merchant_id = ${options.merchantId} AND b.table_id = t.id
          AND (b.status = 'CONFIRMED'
            OR (b.status = 'PENDING_DEPOSIT' AND b.deposit_expires_at > ${options.now.toISOString()}::timestamptz))
          AND b.starts_at < c.ends_at AND c.starts_at < b.ends_at)`;
}

/**
 * The candidates at which some table fits `slot` and is free of live bookings (rules §13 'Availability'), in
 * one query: the grid's starts against the restaurant's tables and the live bookings overlapping each.
 */
export async function listFreeStarts(
  db: Db,
  options: { merchantId: string; slot: number; now: Date; candidates: readonly CandidateStart[] },
): Promise<string[]> {
  if (options.candidates.length === 0) return [];
  const result = await db.execute(sql`
    SELECT c."time" AS "time" FROM ${candidateSet(options.candidates)}
    WHERE EXISTS (${freeTableFor(options)})
    ORDER BY c.starts_at`);
  return rowsOf<{ time: string }>(result).map((row) => row.time);
}

/**
 * The tightest table free for one start (fewest seats, then the shortest and first label: '2' before '10'),
 * or undefined. Read inside the transaction that holds the restaurant's lock (lockMerchantForBooking).
 */
export async function findFreeTable(
  db: Db,
  options: { merchantId: string; slot: number; now: Date; candidate: CandidateStart },
): Promise<{ id: string; label: string } | undefined> {
  const result = await db.execute(sql`
    SELECT free.id AS id, free.label AS label FROM ${candidateSet([options.candidate])},
      LATERAL (${freeTableFor(options)}) AS free
    ORDER BY free.seats, char_length(free.label), free.label
    LIMIT 1`);
  return rowsOf<{ id: string; label: string }>(result)[0];
}

/**
 * Takes the restaurant's row lock (`FOR NO KEY UPDATE`: inserts that only reference the restaurant go on)
 * until the transaction ends: every booking of one restaurant checks its table and inserts one at a time, so
 * two diners racing for the last table cannot both see it free (docs/bookings.md#race-safety).
 */
export async function lockMerchantForBooking(db: Db, merchantId: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT id FROM ${merchants} WHERE ${merchants.id} = ${merchantId} FOR NO KEY UPDATE`,
  );
  return rowsOf(result).length > 0;
}

/** Inserts a booking; answers it as stored. */
export async function insertBooking(db: Db, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  // The restaurant named apart: every row of a tenant table is written with its merchant.
  const { merchantId, ...rest } = values;
  const [row] = await db
    .insert(bookings)
    .values({ merchantId, ...rest })
    .returning();
  if (!row) throw new Error('insert into bookings returned no row');
  return row;
}

const viewColumns = {
  booking: bookings,
  tableLabel: restaurantTables.label,
  merchantName: merchants.name,
  timeZone: merchants.timeZone,
  name: consumers.name,
  phone: consumers.phone,
};

function toView(row: {
  booking: BookingRow;
  tableLabel: string | null;
  merchantName: string;
  timeZone: string;
  name: string;
  phone: string | null;
}): BookingView {
  return {
    ...row.booking,
    tableLabel: row.tableLabel,
    merchantName: row.merchantName,
    timeZone: row.timeZone,
    name: row.name,
    phone: row.phone,
  };
}

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .innerJoin(consumers, eq(consumers.id, bookings.consumerId))
    .leftJoin(
      restaurantTables,
      and(eq(restaurantTables.id, bookings.tableId), eq(restaurantTables.merchantId, bookings.merchantId)),
    );
}

/** One booking of this restaurant with its view, or undefined (another restaurant's reads as unknown). */
export async function findMerchantBookingView(
  db: Db,
  where: { merchantId: string; id: string },
): Promise<BookingView | undefined> {
  const rows = await selectViews(db).where(
    and(eq(bookings.id, where.id), eq(bookings.merchantId, where.merchantId)),
  );
  return rows[0] ? toView(rows[0]) : undefined;
}

/** One consumer's booking with its view, or undefined (another consumer's reads as unknown). */
export async function findConsumerBookingView(
  db: Db,
  where: { consumerId: string; id: string },
): Promise<BookingView | undefined> {
  const rows = await selectViews(db).where(
    and(eq(bookings.id, where.id), eq(bookings.consumerId, where.consumerId)),
  );
  return rows[0] ? toView(rows[0]) : undefined;
}

/** A consumer's bookings at every restaurant, newest first (the diner's own list). */
export async function listConsumerBookingViews(
  db: Db,
  consumerId: string,
  limit: number,
): Promise<BookingView[]> {
  const rows = await selectViews(db)
    .where(eq(bookings.consumerId, consumerId))
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
  return rows.map(toView);
}

/** A restaurant's bookings of one local date, by time then when they were made. */
export async function listMerchantDayViews(
  db: Db,
  where: { merchantId: string; localDate: string },
): Promise<BookingView[]> {
  const rows = await selectViews(db)
    .where(and(eq(bookings.merchantId, where.merchantId), eq(bookings.localDate, where.localDate)))
    .orderBy(bookings.startsAt, bookings.createdAt);
  return rows.map(toView);
}

/** Locks one booking of this restaurant until the transaction ends; undefined when it is not this restaurant's. */
export async function lockMerchantBooking(
  db: Db,
  where: { merchantId: string; id: string },
): Promise<BookingRow | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, where.id), eq(bookings.merchantId, where.merchantId)))
    .for('update');
  return rows[0];
}

/**
 * Moves a booking of this restaurant from `from` to `to` (compare-and-set on the status), stamping the
 * move's time and any other fields; answers the row, or undefined when its status was no longer `from`.
 */
export async function compareAndSetBookingStatus(
  db: Db,
  change: {
    merchantId: string;
    id: string;
    from: readonly BookingStatus[];
    to: BookingStatus;
    set: Partial<typeof bookings.$inferInsert>;
  },
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ ...change.set, status: change.to })
    .where(
      and(
        eq(bookings.id, change.id),
        eq(bookings.merchantId, change.merchantId),
        inArray(bookings.status, [...change.from]),
      ),
    )
    .returning();
  return rows[0];
}

/** A live booking that holds a table now or soon, as the floor shows it. */
export interface HoldingBookingRow {
  id: string;
  tableId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The live bookings of this restaurant that hold their table at `now` (docs/bookings.md#held-tables): those
 * starting within `holdMinutes`, or already started and not yet ended (nobody marked them arrived or not
 * coming). The earliest per table first.
 */
export async function listHoldingBookings(
  db: Db,
  options: { merchantId: string; now: Date; holdMinutes: number },
): Promise<HoldingBookingRow[]> {
  const now = options.now;
  const horizon = new Date(now.getTime() + options.holdMinutes * 60_000);
  const rows = await db
    .select({
      id: bookings.id,
      tableId: bookings.tableId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.merchantId, options.merchantId),
        // Live at `now`: an unpaid deposit stops holding at its expiry, before anything marks it.
        sql`(${bookings.status} = 'CONFIRMED' OR (${bookings.status} = 'PENDING_DEPOSIT' AND ${bookings.depositExpiresAt} > ${now.toISOString()}::timestamptz))`,
        sql`${bookings.tableId} IS NOT NULL`,
        sql`${bookings.startsAt} <= ${horizon.toISOString()}::timestamptz`,
        sql`${bookings.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(bookings.startsAt);
  return rows.flatMap((row) => (row.tableId ? [{ ...row, tableId: row.tableId }] : []));
}

/**
 * When the floor of this restaurant next changes by itself (a live booking entering its hold window, or
 * one holding a table reaching its end): the host's cached list must be read again then.
 */
export async function findNextHoldChange(
  db: Db,
  options: { merchantId: string; now: Date; holdMinutes: number },
): Promise<Date | null> {
  const now = options.now.toISOString();
  const result = await db.execute(sql`
    SELECT min(at) AS at FROM (
      SELECT b.starts_at - make_interval(mins => ${options.holdMinutes}) AS at FROM bookings b
      WHERE b.merchant_id = ${options.merchantId} AND b.table_id IS NOT NULL
        AND (b.status = 'CONFIRMED' OR (b.status = 'PENDING_DEPOSIT' AND b.deposit_expires_at > ${now}::timestamptz))
        AND b.starts_at - make_interval(mins => ${options.holdMinutes}) > ${now}::timestamptz
      UNION ALL
      SELECT b.ends_at FROM bookings b
      WHERE b.merchant_id = ${options.merchantId} AND b.table_id IS NOT NULL
        AND (b.status = 'CONFIRMED' OR (b.status = 'PENDING_DEPOSIT' AND b.deposit_expires_at > ${now}::timestamptz))
        AND b.ends_at > ${now}::timestamptz
    ) AS changes`);
  const at = rowsOf<{ at: string | Date | null }>(result)[0]?.at;
  return at ? new Date(at) : null;
}

/** Which unpaid deposits to lapse: one restaurant's, one consumer's, one booking's, or all. */
export interface LapseFilter {
  merchantId?: string;
  consumerId?: string;
  id?: string;
}

/**
 * Cancels every `PENDING_DEPOSIT` booking whose deposit expired by `now` (docs/bookings.md#deposit), dated
 * at its expiry: one compare-and-set on the status and the expiry, so a confirmation that came first keeps
 * its booking and one that comes after finds it `CANCELED`. Answers how many lapsed.
 */
export async function lapseUnpaidDeposits(db: Db, now: Date, filter: LapseFilter = {}): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'CANCELED', canceledAt: sql`${bookings.depositExpiresAt}` })
    .where(
      and(
        eq(bookings.status, 'PENDING_DEPOSIT'),
        sql`${bookings.depositExpiresAt} <= ${now.toISOString()}::timestamptz`,
        filter.merchantId ? eq(bookings.merchantId, filter.merchantId) : undefined,
        filter.consumerId ? eq(bookings.consumerId, filter.consumerId) : undefined,
        filter.id ? eq(bookings.id, filter.id) : undefined,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

/**
 * Marks a booking's deposit paid (compare-and-set: still `PENDING_DEPOSIT` and not expired at `now`), and the
 * booking `CONFIRMED`; answers the row, or undefined when it was no longer waiting for its deposit.
 */
export async function markDepositPaid(
  db: Db,
  change: { merchantId: string; id: string; now: Date; paidAt: Date },
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ status: 'CONFIRMED', confirmedAt: change.now, depositPaidAt: change.paidAt })
    .where(
      and(
        eq(bookings.id, change.id),
        eq(bookings.merchantId, change.merchantId),
        eq(bookings.status, 'PENDING_DEPOSIT'),
        sql`${bookings.depositExpiresAt} > ${change.now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return rows[0];
}

/** A booking by id whatever the restaurant, locked for update (the provider's notification names it). */
export async function lockBookingById(db: Db, id: string): Promise<BookingRow | undefined> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return rows[0];
}

/**
 * The paid deposit of the booking seated as this queue entry (centavos; 0 when none): what comes off the
 * table's bill (docs/bookings.md#deposit).
 */
export async function findSeatedDepositCents(
  db: Db,
  entry: { id: string; merchantId: string },
): Promise<number> {
  const rows = await db
    .select({ cents: bookings.depositCents })
    .from(bookings)
    .where(
      and(
        eq(bookings.merchantId, entry.merchantId),
        eq(bookings.queueId, entry.id),
        sql`${bookings.depositPaidAt} IS NOT NULL`,
      ),
    );
  return rows.reduce((sum, row) => sum + row.cents, 0);
}
