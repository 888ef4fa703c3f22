import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

// Bookkeeping of the rate limiter, not data a request may change: counting a refused request is its job.
const IGNORED_TABLES = new Set(['rate_limit_counters']);

/**
 * A cheap fingerprint of every table of the schema: its row count and the md5 of its rows in a stable
 * order. Two equal fingerprints mean nothing was inserted, updated or deleted in between.
 */
export async function fingerprintTables(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((table) => table.name).filter((name) => !IGNORED_TABLES.has(name));
  if (names.length === 0) throw new Error('no tables to fingerprint');
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${name}" t`,
    )
    .join(' union all ');
  const prints = (await db.execute(sql.raw(query))) as unknown as { rows: { name: string; print: string }[] };
  return Object.fromEntries(prints.rows.map((row) => [row.name, row.print]));
}
