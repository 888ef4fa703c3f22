/**
 * Loads the benchmark's data set in bulk SQL through the same driver the server uses (never through HTTP):
 * 200 restaurants with a menu, 25 000 consumers, 20 000 queue entries (5 000 active: 2 000 seated tables with
 * orders and items, 3 000 waiting in every waiting status), ~6 000 past tables with closed orders, and the
 * history rows each status implies. Everything runs on one connection so the temporary tables are shared.
 */

/** Runs one batch of SQL statements (no parameters) and answers the rows of the last one. */
export type ExecSql = (text: string) => Promise<Record<string, unknown>[]>;

export const BENCH_SIZES = {
  merchants: 200,
  itemsPerMerchant: 10,
  entries: 20_000,
  seated: 2_000,
  waiting: 3_000,
  /** Consumers without any entry: guests of seated tables (first 500) and joiners of the mixed scenario. */
  freeConsumers: 5_000,
  guestOrders: 500,
  unitsPerOrder: 5,
  /** Past entries (n up to seated + waiting + 10 000) whose CHECK_OUT table had a closed order. */
  pastOrderRange: 10_000,
} as const;

const s = BENCH_SIZES;
const consumerCount = s.entries + s.freeConsumers;

// Entry n (1-based) belongs to consumer n at merchant ((n-1) % 200) + 1. Statuses by range of n: seated,
// then the waiting statuses, then past entries in final statuses.
const statusOfEntry = `CASE
  WHEN n <= ${s.seated} THEN 'CHECK_IN'
  WHEN n <= ${s.seated + 2_000} THEN 'IN_QUEUE'
  WHEN n <= ${s.seated + 2_500} THEN 'WAITING_CONFIRMATION'
  WHEN n <= ${s.seated + 2_800} THEN 'CALLED'
  WHEN n <= ${s.seated + s.waiting} THEN 'ACCEPTED_RESTAURANT_CALL'
  WHEN n % 10 < 6 THEN 'CHECK_OUT'
  WHEN n % 10 = 6 THEN 'CANCELLED_BY_CONSUMER'
  WHEN n % 10 = 7 THEN 'CANCELLED_BY_MERCHANT'
  WHEN n % 10 = 8 THEN 'CALLED_NOT_ANSWERED'
  ELSE 'NOT_PRESENT' END`;

// The statuses each entry went through, oldest first (its history rows).
const pathOfStatus = `CASE status
  WHEN 'WAITING_CONFIRMATION' THEN ARRAY['WAITING_CONFIRMATION']
  WHEN 'IN_QUEUE' THEN ARRAY['WAITING_CONFIRMATION','IN_QUEUE']
  WHEN 'CALLED' THEN ARRAY['IN_QUEUE','CALLED']
  WHEN 'ACCEPTED_RESTAURANT_CALL' THEN ARRAY['IN_QUEUE','CALLED','ACCEPTED_RESTAURANT_CALL']
  WHEN 'CHECK_IN' THEN ARRAY['IN_QUEUE','CALLED','ACCEPTED_RESTAURANT_CALL','CHECK_IN']
  WHEN 'CHECK_OUT' THEN ARRAY['IN_QUEUE','CALLED','ACCEPTED_RESTAURANT_CALL','CHECK_IN','CHECK_OUT']
  WHEN 'CALLED_NOT_ANSWERED' THEN ARRAY['IN_QUEUE','CALLED','CALLED_NOT_ANSWERED']
  WHEN 'NOT_PRESENT' THEN ARRAY['IN_QUEUE','CALLED','ACCEPTED_RESTAURANT_CALL','NOT_PRESENT']
  ELSE ARRAY['IN_QUEUE', status] END`;

/**
 * An entry's milestone columns (migration 0005: first call, check-in, checkout, first status out of
 * waiting) from its history steps `(entry_id, status, at)`, as the migration's backfill reads them: the
 * trigger only dates the status an entry is inserted in, and a seeded entry arrives in its last one.
 */
export const milestonesOf = (steps: string) => `SELECT entry_id,
    min(at) FILTER (WHERE status = 'CALLED') AS called_at,
    min(at) FILTER (WHERE status = 'CHECK_IN') AS checked_in_at,
    min(at) FILTER (WHERE status = 'CHECK_OUT') AS checked_out_at,
    min(at) FILTER (WHERE status NOT IN ('WAITING_CONFIRMATION', 'IN_QUEUE')) AS left_waiting_at
  FROM ${steps} GROUP BY entry_id`;

const statements = [
  `CREATE TEMP TABLE bm AS SELECT i AS n, gen_random_uuid() AS id, gen_random_uuid() AS user_id
     FROM generate_series(1, ${s.merchants}) i`,
  `INSERT INTO merchants (id, name, address, description, cover, icon, open, auto_accept_consumer, short_id)
     SELECT id, 'Restaurante ' || n, 'Rua das Flores, ' || n || ' - São Paulo', 'Cozinha caseira e petiscos',
            '/images/cover.jpg', '/images/icon.png', true, n % 2 = 0, 'b' || lpad(n::text, 5, '0') FROM bm`,
  // Nobody logs in during the bench (tokens are signed directly), so the hash is a placeholder.
  `INSERT INTO merchant_users (id, merchant_id, email, password_hash)
     SELECT user_id, id, 'bench' || n || '@suavez.app', 'bench-no-login' FROM bm`,
  `CREATE TEMP TABLE bcat AS SELECT n, id AS merchant_id, gen_random_uuid() AS catalog_id,
     gen_random_uuid() AS category_id FROM bm`,
  `INSERT INTO catalogs (id, merchant_id, name, active) SELECT catalog_id, merchant_id, 'Cardápio', true FROM bcat`,
  `INSERT INTO categories (id, merchant_id, catalog_id, name, position)
     SELECT category_id, merchant_id, catalog_id, 'Pratos', 0 FROM bcat`,
  `CREATE TEMP TABLE bi AS SELECT bcat.n AS merchant_n, bcat.merchant_id, k, gen_random_uuid() AS id, bcat.category_id,
     'Prato ' || k AS name, 1500 + k * 250 AS price_cents, k % 2 = 0 AS prepared
     FROM bcat CROSS JOIN generate_series(1, ${s.itemsPerMerchant}) k`,
  `INSERT INTO items (id, merchant_id, category_id, name, description, price_cents, prepared, position)
     SELECT id, merchant_id, category_id, name, 'Descrição do prato', price_cents, prepared, k FROM bi`,
  `CREATE TEMP TABLE bc AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${consumerCount}) i`,
  `INSERT INTO consumers (id, phone, name, phone_verified)
     SELECT id, '119' || lpad(n::text, 8, '0'), 'Cliente ' || n, true FROM bc`,
  `CREATE TEMP TABLE be AS SELECT n, gen_random_uuid() AS id, ${statusOfEntry} AS status FROM generate_series(1, ${s.entries}) n`,
  `ALTER TABLE be ADD COLUMN path text[], ADD COLUMN joined_at timestamptz, ADD COLUMN last_status_at timestamptz`,
  // Waiting consumers joined 10 to 60 minutes ago; a call or an arrival is 10 s old, with an hour left to
  // answer (as after the host's extensions): loading PostgreSQL takes ~3 min and the scenarios as long, and
  // a 5-minute deadline ran out mid-run, turning 500 diners' polls into 404s and every one of their
  // restaurants' kept answers into misses at once. Past entries spread over 90 days.
  `UPDATE be SET path = ${pathOfStatus},
     joined_at = CASE WHEN n <= ${s.seated + s.waiting} THEN now() - interval '1 second' * (600 + n % 3000)
                      ELSE now() - interval '1 minute' * (n * 6.48) END`,
  `UPDATE be SET last_status_at = CASE
     WHEN status IN ('CALLED', 'ACCEPTED_RESTAURANT_CALL') THEN now() - interval '10 seconds'
     WHEN cardinality(path) = 1 THEN joined_at
     ELSE joined_at + interval '20 minutes' END`,
  // History: the first status at joining, the current one at the last change, the ones between in between.
  `CREATE TEMP TABLE bh AS
     SELECT be.n, step.ord, be.id AS entry_id, step.status,
       CASE WHEN step.ord = 1 THEN be.joined_at
            WHEN step.ord = cardinality(be.path) THEN be.last_status_at
            ELSE be.joined_at + (be.last_status_at - be.joined_at) * (step.ord - 1) / (cardinality(be.path) - 1) END AS at
     FROM be CROSS JOIN LATERAL unnest(be.path) WITH ORDINALITY AS step(status, ord)`,
  `INSERT INTO queue_entries (id, merchant_id, consumer_id, phone, status, slot, joined_at, last_status_at,
                             deadline_at, called_at, checked_in_at, checked_out_at, left_waiting_at)
     SELECT be.id, bm.id, bc.id, '119' || lpad(be.n::text, 8, '0'), be.status, 1 + be.n % 6, be.joined_at,
            be.last_status_at,
            CASE WHEN be.status IN ('CALLED', 'ACCEPTED_RESTAURANT_CALL')
                 THEN be.last_status_at + interval '60 minutes' END,
            ms.called_at, ms.checked_in_at, ms.checked_out_at, ms.left_waiting_at
     FROM be JOIN bm ON bm.n = ((be.n - 1) % ${s.merchants}) + 1 JOIN bc ON bc.n = be.n
     JOIN (${milestonesOf('bh')}) ms ON ms.entry_id = be.id`,
  `INSERT INTO queue_entry_history (merchant_id, queue_entry_id, status, created_at)
     SELECT bm.id, bh.entry_id, bh.status, bh.at FROM bh JOIN bm ON bm.n = ((bh.n - 1) % ${s.merchants}) + 1
     ORDER BY bh.n, bh.ord`,
  // One open order per seated table (its owner), a guest's at the first 500, a closed one at ~6 000 past tables.
  `CREATE TEMP TABLE bo AS
     SELECT gen_random_uuid() AS id, be.n AS entry_n, be.id AS entry_id, be.n AS consumer_n, 'OPEN' AS status
       FROM be WHERE be.status = 'CHECK_IN'
     UNION ALL
     SELECT gen_random_uuid(), be.n, be.id, ${s.entries} + be.n, 'OPEN' FROM be WHERE be.n <= ${s.guestOrders}
     UNION ALL
     SELECT gen_random_uuid(), be.n, be.id, be.n, 'CLOSED'
       FROM be WHERE be.status = 'CHECK_OUT' AND be.n <= ${s.seated + s.waiting + s.pastOrderRange}`,
  `INSERT INTO orders (id, merchant_id, queue_entry_id, consumer_id, status, service_fee_percent, created_at,
                      updated_at)
     SELECT bo.id, bm.id, bo.entry_id, bc.id, bo.status, CASE WHEN bo.status = 'CLOSED' THEN 10 END,
            be.last_status_at, be.last_status_at
     FROM bo JOIN bc ON bc.n = bo.consumer_n JOIN be ON be.n = bo.entry_n
       JOIN bm ON bm.n = ((bo.entry_n - 1) % ${s.merchants}) + 1`,
  // Units in every status a live table shows; past tables' units were all delivered.
  `INSERT INTO order_items (merchant_id, order_id, item_id, name, price_cents, prepared, status, created_at,
                           status_at)
     SELECT bi.merchant_id, bo.id, bi.id, bi.name, bi.price_cents, bi.prepared,
       CASE WHEN bo.status = 'CLOSED' THEN 'COMPLETED'
            ELSE (ARRAY['CREATED','SENT','ACCEPTED','PREPARING','COMPLETED','CANCEL_REQUEST','SENT'])[1 + (bo.entry_n + u) % 7] END,
       be.last_status_at + interval '1 minute' * u, be.last_status_at + interval '1 minute' * u
     FROM bo CROSS JOIN generate_series(1, ${s.unitsPerOrder}) u
     JOIN be ON be.n = bo.entry_n
     JOIN bi ON bi.merchant_n = ((bo.entry_n - 1) % ${s.merchants}) + 1 AND bi.k = 1 + (bo.entry_n + u) % ${s.itemsPerMerchant}`,
  'ANALYZE',
];

/** What the scenarios need to address the loaded data: ids only, no secrets. */
export interface BenchData {
  merchants: { id: string; userId: string }[];
  /** Consumers with an active entry (waiting or seated). */
  activeConsumers: string[];
  /** Orders of seated tables with the consumer who owns each. */
  liveOrders: { id: string; consumerId: string }[];
  /** Open orders whose owner may add units, with the menu items of that restaurant. */
  editableOrders: { id: string; consumerId: string; itemIds: string[] }[];
  /** Consumers without any entry who may join a queue, each with the restaurant to join. */
  joiners: { consumerId: string; merchantId: string }[];
  /** The report scenarios' restaurant with a year of history (bench/lib/seed-report.ts), when loaded. */
  reportMerchant?: { id: string; userId: string };
}

const asString = (value: unknown) => String(value);

/** Loads the data set and answers the ids the scenarios use. */
export async function seedBenchData(exec: ExecSql): Promise<BenchData> {
  for (const statement of statements) await exec(statement);
  const merchants = await exec('SELECT id, user_id FROM bm ORDER BY n');
  const active = await exec(
    `SELECT bc.id FROM be JOIN bc ON bc.n = be.n WHERE be.n <= ${s.seated + s.waiting} ORDER BY be.n`,
  );
  const live = await exec(
    `SELECT bo.id, bc.id AS consumer_id FROM bo JOIN bc ON bc.n = bo.consumer_n WHERE bo.status = 'OPEN'`,
  );
  const items = await exec('SELECT merchant_n, id FROM bi ORDER BY merchant_n, k');
  const joiners = await exec(
    `SELECT bc.id, bm.id AS merchant_id FROM bc JOIN bm ON bm.n = ((bc.n - 1) % ${s.merchants}) + 1
      WHERE bc.n > ${s.entries + s.guestOrders} ORDER BY bc.n`,
  );
  const itemsOfMerchant = new Map<number, string[]>();
  for (const row of items) {
    const n = Number(row.merchant_n);
    itemsOfMerchant.set(n, [...(itemsOfMerchant.get(n) ?? []), asString(row.id)]);
  }
  const editable = await exec(
    `SELECT bo.id, bc.id AS consumer_id, ((bo.entry_n - 1) % ${s.merchants}) + 1 AS merchant_n
       FROM bo JOIN bc ON bc.n = bo.consumer_n WHERE bo.status = 'OPEN' AND bo.consumer_n = bo.entry_n`,
  );
  return {
    merchants: merchants.map((row) => ({ id: asString(row.id), userId: asString(row.user_id) })),
    activeConsumers: active.map((row) => asString(row.id)),
    liveOrders: live.map((row) => ({ id: asString(row.id), consumerId: asString(row.consumer_id) })),
    editableOrders: editable.map((row) => ({
      id: asString(row.id),
      consumerId: asString(row.consumer_id),
      itemIds: itemsOfMerchant.get(Number(row.merchant_n)) ?? [],
    })),
    joiners: joiners.map((row) => ({ consumerId: asString(row.id), merchantId: asString(row.merchant_id) })),
  };
}
