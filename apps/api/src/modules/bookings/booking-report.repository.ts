import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

/** One aggregate row of a range's bookings: the whole range (weekday and hour null), one weekday, or one hour. */
export interface BookingAggregateRow {
  weekday: number | null;
  hour: number | null;
  made: number;
  byPhone: number;
  honoured: number;
  noShows: number;
  canceled: number;
  open: number;
  covers: number;
}

/**
 * The report's bookings (docs/reports.md#bookings): the merchant's bookings for the days `firstDate` to
 * `lastDate` ('YYYY-MM-DD', both included: the restaurant's calendar days, as the booking keeps them),
 * counted by what became of them, for the whole range, each weekday and each hour of their local start, in
 * one statement (GROUPING SETS over the `(merchant_id, local_date)` index): only aggregates leave the
 * database.
 */
export async function aggregateBookingInsights(
  db: Db,
  filter: { merchantId: string; firstDate: string; lastDate: string },
): Promise<BookingAggregateRow[]> {
  const result = await db.execute(sql`
    WITH range_bookings AS (
      SELECT b.status, b.slot, b.source,
        date_part('isodow', b.local_date::date)::int AS weekday,
        split_part(b.local_time, ':', 1)::int AS hour
      FROM bookings b
      WHERE b.merchant_id = ${filter.merchantId}::uuid
        AND b.local_date BETWEEN ${filter.firstDate} AND ${filter.lastDate}
    )
    SELECT
      CASE WHEN grouping(weekday) = 0 THEN weekday END AS "weekday",
      CASE WHEN grouping(hour) = 0 THEN hour END AS "hour",
      count(*)::int AS "made",
      (count(*) FILTER (WHERE source = 'merchant'))::int AS "byPhone",
      (count(*) FILTER (WHERE status = 'ARRIVED'))::int AS "honoured",
      (count(*) FILTER (WHERE status = 'NO_SHOW'))::int AS "noShows",
      (count(*) FILTER (WHERE status = 'CANCELED'))::int AS "canceled",
      (count(*) FILTER (WHERE status IN ('CONFIRMED', 'PENDING_DEPOSIT')))::int AS "open",
      coalesce(sum(slot) FILTER (WHERE status = 'ARRIVED'), 0)::int AS "covers"
    FROM range_bookings
    GROUP BY GROUPING SETS ((), (weekday), (hour))
  `);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    weekday: row.weekday === null ? null : Number(row.weekday),
    hour: row.hour === null ? null : Number(row.hour),
    made: Number(row.made),
    byPhone: Number(row.byPhone),
    honoured: Number(row.honoured),
    noShows: Number(row.noShows),
    canceled: Number(row.canceled),
    open: Number(row.open),
    covers: Number(row.covers),
  }));
}
