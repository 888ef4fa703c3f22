/**
 * The report scenario's data ("fast on a year of data", docs/reports.md#speed): one restaurant with a year of
 * closed history, 100 consumers a day for the 365 days before today, each with the history rows its path
 * implies (join, call, confirmation, check-in, checkout...), and the orders and units of its checked-out
 * tables. Loaded in bulk SQL on the seed's connection, after the main data set.
 */
import { type ExecSql, milestonesOf } from './seed';

export const REPORT_SIZES = { days: 365, entriesPerDay: 100, consumers: 5_000, unitsPerOrder: 4 } as const;

const r = REPORT_SIZES;
const entries = r.days * r.entriesPerDay;

// Final status by n % 20: 13 in 20 check out, 2 leave before the call, 1 leaves after confirming, 1 is
// removed, 1 does not answer, 1 does not come, 1 declines the call.
const statusOfEntry = `CASE
  WHEN n % 20 < 12 OR n % 20 = 19 THEN 'CHECK_OUT'
  WHEN n % 20 IN (12, 13) THEN 'CANCELLED_BY_CONSUMER'
  WHEN n % 20 = 14 THEN 'CANCELLED_BY_CONSUMER'
  WHEN n % 20 = 15 THEN 'CANCELLED_BY_MERCHANT'
  WHEN n % 20 = 16 THEN 'CALLED_NOT_ANSWERED'
  WHEN n % 20 = 17 THEN 'NOT_PRESENT'
  ELSE 'DENIED_RESTAURANT_CALL' END`;

// Each path as (status, minutes after joining): waits w of 5 to 44 min, tables t of 40 to 99 min.
const step = (status: string, minutes: string) => `ROW('${status}', ${minutes})::report_step`;
const path = (...steps: string[]) => `ARRAY[${steps.join(', ')}]`;
const pathOfEntry = `CASE
  WHEN n % 20 < 12 OR n % 20 = 19 THEN ${path(
    step('IN_QUEUE', '0'),
    step('CALLED', 'w'),
    step('ACCEPTED_RESTAURANT_CALL', 'w + 1'),
    step('CHECK_IN', 'w + 4'),
    step('CHECK_OUT', 'w + 4 + t'),
  )}
  WHEN n % 20 IN (12, 13) THEN ${path(step('IN_QUEUE', '0'), step('CANCELLED_BY_CONSUMER', 'w / 2'))}
  WHEN n % 20 = 14 THEN ${path(
    step('IN_QUEUE', '0'),
    step('CALLED', 'w'),
    step('ACCEPTED_RESTAURANT_CALL', 'w + 1'),
    step('CANCELLED_BY_CONSUMER', 'w + 2'),
  )}
  WHEN n % 20 = 15 THEN ${path(step('IN_QUEUE', '0'), step('CANCELLED_BY_MERCHANT', 'w'))}
  WHEN n % 20 = 16 THEN ${path(step('IN_QUEUE', '0'), step('CALLED', 'w'), step('CALLED_NOT_ANSWERED', 'w + 5'))}
  WHEN n % 20 = 17 THEN ${path(
    step('IN_QUEUE', '0'),
    step('CALLED', 'w'),
    step('ACCEPTED_RESTAURANT_CALL', 'w + 1'),
    step('NOT_PRESENT', 'w + 6'),
  )}
  ELSE ${path(step('IN_QUEUE', '0'), step('CALLED', 'w'), step('DENIED_RESTAURANT_CALL', 'w + 1'))} END`;

const statements = [
  'CREATE TYPE report_step AS (status text, minutes int)',
  'CREATE TEMP TABLE rm AS SELECT gen_random_uuid() AS id, gen_random_uuid() AS user_id, gen_random_uuid() AS item_id',
  `INSERT INTO merchants (id, name, address, description, open, short_id)
     SELECT id, 'Restaurante do Relatório', 'Rua do Ano, 365', 'Um ano de fila', true, 'brelat' FROM rm`,
  `INSERT INTO merchant_users (id, merchant_id, email, password_hash)
     SELECT user_id, id, 'relatorio@suavez.app', 'bench-no-login' FROM rm`,
  `CREATE TEMP TABLE rcat AS SELECT gen_random_uuid() AS catalog_id, gen_random_uuid() AS category_id`,
  `INSERT INTO catalogs (id, merchant_id, name, active) SELECT catalog_id, rm.id, 'Cardápio', true FROM rcat, rm`,
  `INSERT INTO categories (id, merchant_id, catalog_id, name, position)
     SELECT category_id, rm.id, catalog_id, 'Pratos', 0 FROM rcat, rm`,
  `INSERT INTO items (id, merchant_id, category_id, name, description, price_cents, prepared, position)
     SELECT rm.item_id, rm.id, category_id, 'Prato do dia', 'Do ano todo', 3290, true, 0 FROM rcat, rm`,
  `CREATE TEMP TABLE rc AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${r.consumers}) i`,
  `INSERT INTO consumers (id, phone, name, phone_verified)
     SELECT id, '219' || lpad(n::text, 8, '0'), 'Cliente do ano ' || n, true FROM rc`,
  // Consumer n joins on day (n-1)/100 before today, between 11:00 and 22:30 UTC (08:00-19:30 in São Paulo).
  `CREATE TEMP TABLE re AS
     SELECT n, gen_random_uuid() AS id, ${statusOfEntry} AS status,
       date_trunc('day', now()) - interval '1 day' * (${r.days} - (n - 1) / ${r.entriesPerDay})
         + interval '11 hours' + interval '7 minutes' * (n % ${r.entriesPerDay}) AS joined_at,
       5 + n % 40 AS w, 40 + n % 60 AS t
     FROM generate_series(1, ${entries}) n`,
  `ALTER TABLE re ADD COLUMN path report_step[]`,
  `UPDATE re SET path = ${pathOfEntry}`,
  `CREATE TEMP TABLE rh AS
     SELECT re.n, step.ord, re.id AS entry_id, step.status, re.joined_at + interval '1 minute' * step.minutes AS at
     FROM re CROSS JOIN LATERAL unnest(re.path) WITH ORDINALITY AS step(status, minutes, ord)`,
  `INSERT INTO queue_entries (id, merchant_id, consumer_id, status, slot, joined_at, last_status_at,
                             called_at, checked_in_at, checked_out_at, left_waiting_at)
     SELECT re.id, rm.id, rc.id, re.status, 1 + re.n % 6, re.joined_at,
            re.joined_at + interval '1 minute' * (re.path[cardinality(re.path)]).minutes,
            ms.called_at, ms.checked_in_at, ms.checked_out_at, ms.left_waiting_at
     FROM re CROSS JOIN rm JOIN rc ON rc.n = 1 + re.n % ${r.consumers} JOIN (${milestonesOf('rh')}) ms ON ms.entry_id = re.id`,
  `INSERT INTO queue_entry_history (merchant_id, queue_entry_id, status, created_at)
     SELECT rm.id, rh.entry_id, rh.status, rh.at FROM rh CROSS JOIN rm ORDER BY rh.n, rh.ord`,
  // One closed order per checked-out table, fee 10 %; one unit in eight refused.
  `CREATE TEMP TABLE ro AS SELECT gen_random_uuid() AS id, re.n, re.id AS entry_id,
       re.joined_at + interval '1 minute' * (re.w + 5) AS at
     FROM re WHERE re.status = 'CHECK_OUT'`,
  `INSERT INTO orders (id, merchant_id, queue_entry_id, consumer_id, status, service_fee_percent, created_at,
                      updated_at)
     SELECT ro.id, rm.id, ro.entry_id, rc.id, 'CLOSED', 10, ro.at, ro.at
     FROM ro CROSS JOIN rm JOIN rc ON rc.n = 1 + ro.n % ${r.consumers}`,
  `INSERT INTO order_items (merchant_id, order_id, item_id, name, price_cents, prepared, status, created_at,
                           status_at)
     SELECT rm.id, ro.id, rm.item_id, 'Prato do dia', 1500 + 250 * ((ro.n + u) % 10), true,
       CASE WHEN (ro.n + u) % 8 = 0 THEN 'REFUSED' ELSE 'COMPLETED' END, ro.at, ro.at
     FROM ro CROSS JOIN rm CROSS JOIN generate_series(1, ${r.unitsPerOrder}) u`,
  'DROP TYPE report_step CASCADE',
  'ANALYZE',
];

/** Loads the year and answers the restaurant's id and its user's, to mint its token. */
export async function seedReportYear(exec: ExecSql): Promise<{ id: string; userId: string }> {
  for (const statement of statements) await exec(statement);
  const [row] = await exec('SELECT id, user_id FROM rm');
  return { id: String(row?.id), userId: String(row?.user_id) };
}
