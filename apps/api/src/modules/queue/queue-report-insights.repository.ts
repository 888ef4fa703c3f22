import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

/** One aggregate row: the whole range (weekday and hour null), one weekday, or one hour. */
export interface InsightsAggregateRow {
  weekday: number | null;
  hour: number | null;
  joined: number;
  called: number;
  walkAways: number;
  noShows: number;
  avgWaitSeconds: number | null;
  p90WaitSeconds: number | null;
  tables: number;
  avgTableSeconds: number | null;
  p90TableSeconds: number | null;
  billedTables: number;
  billedPeople: number;
  billCents: number;
  avgBillPerTableCents: number | null;
  avgBillPerPersonCents: number | null;
}

/**
 * The report indicators of a merchant's entries that joined in [from, to), computed by the database in
 * one statement (docs/reports.md): each entry's first call, check-in and checkout are its milestone
 * columns (kept by the database at every status change, migration 0005), its bill comes from its orders
 * (the shared bill's rules: units not REFUSED, CANCELED or CREATED, plus the fee rounded half up, per
 * order), and GROUPING SETS give the whole range, each weekday and each hour of the
 * merchant's zone in the same pass. Set-based joins (not a lookup per entry) keep a year's range to a few
 * hash joins; only aggregates leave the database, whatever the range's size.
 */
export async function aggregateReportInsights(
  db: Db,
  filter: { merchantId: string; from: Date; to: Date; timeZone: string; defaultFeePercent: number },
): Promise<InsightsAggregateRow[]> {
  const { merchantId, timeZone, defaultFeePercent } = filter;
  const query = sql`
    -- Inlined where used (NOT MATERIALIZED), so the planner estimates each join from the table's own
    -- statistics: hash joins for a year of one restaurant, index lookups for a short range. The moments
    -- (first call, check-in, checkout) are the entry's own columns, kept by a trigger (migration 0005).
    WITH range_entries AS NOT MATERIALIZED (
      SELECT q.id, q.status, q.slot, q.joined_at, q.called_at, q.checked_in_at, q.checked_out_at
      FROM queue_entries q
      WHERE q.merchant_id = ${merchantId}::uuid
        AND q.joined_at >= ${filter.from.toISOString()}::timestamptz
        AND q.joined_at < ${filter.to.toISOString()}::timestamptz
    ),
    -- Only a checked-out table's bill is final. Per order, as the shared bill: units not REFUSED,
    -- CANCELED or CREATED, and the fee rounded half up (integer division of non-negative numbers is floor).
    -- Units that do not count are left out by the join itself (not FILTERed after it): a year's orders
    -- then hash fewer rows. An order or a table with nothing to pay drops out, as a zero bill would: only
    -- bills above zero are counted below.
    order_bills AS (
      SELECT o.queue_entry_id AS id, sum(i.unit_price_cents) AS subtotal,
        coalesce(o.service_fee_percent, ${defaultFeePercent}::int) AS fee
      FROM orders o
      JOIN range_entries e ON e.id = o.queue_entry_id AND e.status = 'CHECK_OUT'
      JOIN order_items i ON i.order_id = o.id AND i.status NOT IN ('REFUSED', 'CANCELED', 'CREATED')
      GROUP BY o.id
    ),
    table_bills AS (
      SELECT id, sum(subtotal + (subtotal * fee + 50) / 100)::bigint AS total_cents
      FROM order_bills
      GROUP BY id
    ),
    entries AS (
      SELECT e.status, e.slot,
        date_part('isodow', e.joined_at AT TIME ZONE ${timeZone})::int AS weekday,
        date_part('hour', e.joined_at AT TIME ZONE ${timeZone})::int AS hour,
        e.called_at IS NOT NULL AS was_called,
        extract(epoch FROM e.called_at - e.joined_at) AS wait_s,
        CASE WHEN e.status = 'CHECK_OUT' THEN extract(epoch FROM e.checked_out_at - e.checked_in_at) END
          AS table_s,
        b.total_cents
      FROM range_entries e
      LEFT JOIN table_bills b ON b.id = e.id
    )
    SELECT
      CASE WHEN grouping(weekday) = 0 THEN weekday END AS "weekday",
      CASE WHEN grouping(hour) = 0 THEN hour END AS "hour",
      count(*)::int AS "joined",
      count(*) FILTER (WHERE was_called)::int AS "called",
      count(*) FILTER (WHERE status = 'CANCELLED_BY_CONSUMER' AND NOT was_called)::int AS "walkAways",
      count(*) FILTER (WHERE status IN ('CALLED_NOT_ANSWERED', 'NOT_PRESENT'))::int AS "noShows",
      round(avg(wait_s))::int AS "avgWaitSeconds",
      round((percentile_cont(0.9) WITHIN GROUP (ORDER BY wait_s))::numeric)::int AS "p90WaitSeconds",
      count(table_s)::int AS "tables",
      round(avg(table_s))::int AS "avgTableSeconds",
      round((percentile_cont(0.9) WITHIN GROUP (ORDER BY table_s))::numeric)::int AS "p90TableSeconds",
      count(*) FILTER (WHERE total_cents > 0)::int AS "billedTables",
      coalesce(sum(slot) FILTER (WHERE total_cents > 0), 0)::int AS "billedPeople",
      coalesce(sum(total_cents) FILTER (WHERE total_cents > 0), 0)::float8 AS "billCents",
      round(avg(total_cents) FILTER (WHERE total_cents > 0))::float8 AS "avgBillPerTableCents",
      round(sum(total_cents) FILTER (WHERE total_cents > 0)
        / nullif(sum(slot) FILTER (WHERE total_cents > 0), 0))::float8 AS "avgBillPerPersonCents"
    FROM entries
    GROUP BY GROUPING SETS ((), (weekday), (hour))
  `;
  return db.transaction(async (tx) => {
    // PostgreSQL's JIT costs more to compile this one-off aggregate (about a second) than the query takes;
    // SET LOCAL ends with the transaction. PGlite has no JIT and accepts the setting all the same.
    await tx.execute(sql`SET LOCAL jit = off`);
    const result = await tx.execute(query);
    return (result as unknown as { rows: InsightsAggregateRow[] }).rows;
  });
}

/** What was received (orders PAYMENT_COMPLETED), by payment method, in centavos, with the orders counted. */
export interface ReceivedRow {
  pixCents: number;
  otherCents: number;
  pixOrders: number;
  otherOrders: number;
}

/**
 * The payments recorded on the orders of a merchant's entries that joined in [from, to) (docs/pix.md#statuses):
 * `paid_cents` summed per method over PAYMENT_COMPLETED orders, whatever the entry's status now.
 */
export async function sumReceivedPayments(
  db: Db,
  filter: { merchantId: string; from: Date; to: Date },
): Promise<ReceivedRow> {
  const result = await db.execute(sql`
    SELECT
      coalesce(sum(o.paid_cents) FILTER (WHERE o.payment_method = 'PIX'), 0)::float8 AS "pixCents",
      coalesce(sum(o.paid_cents) FILTER (WHERE o.payment_method = 'OTHER'), 0)::float8 AS "otherCents",
      count(*) FILTER (WHERE o.payment_method = 'PIX')::int AS "pixOrders",
      count(*) FILTER (WHERE o.payment_method = 'OTHER')::int AS "otherOrders"
    FROM orders o
    JOIN queue_entries q ON q.id = o.queue_entry_id
    WHERE q.merchant_id = ${filter.merchantId}::uuid
      AND q.joined_at >= ${filter.from.toISOString()}::timestamptz
      AND q.joined_at < ${filter.to.toISOString()}::timestamptz
      AND o.status = 'PAYMENT_COMPLETED'
  `);
  const [row] = (result as unknown as { rows: ReceivedRow[] }).rows;
  return row ?? { pixCents: 0, otherCents: 0, pixOrders: 0, otherOrders: 0 };
}
