import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A random UUID primary key: ids are never sequential (docs/access.md#ids-are-not-credentials). */
export const uuidPk = () => uuid('id').primaryKey().defaultRandom();

/** A UTC timestamp column (every time is stored in UTC). */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `column IN ('A','B',...)` for a check constraint built from a shared catalogue. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} IN (${sql.raw(list)})`;
}
