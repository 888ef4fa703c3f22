import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

// Both engines answer `execute` with `{ rows }`.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One round trip: throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * When the newest migration applied here was generated (drizzle's `created_at`, the journal's `when`), or
 * null when none was: drizzle's own table, in its default schema `drizzle`.
 */
export async function findLastAppliedMigrationAt(db: Db): Promise<number | null> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`);
  if (!rowsOf<{ table: string | null }>(exists)[0]?.table) return null;
  const result = await db.execute(
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  const value = rowsOf<{ created_at: string | null }>(result)[0]?.created_at;
  return value === null || value === undefined ? null : Number(value);
}
