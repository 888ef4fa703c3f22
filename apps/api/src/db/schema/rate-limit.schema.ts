import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utc } from './sql-helpers';

/**
 * Attempt counters every server process shares (per phone, per e-mail, SMS per phone and per address):
 * one row per (key, fixed window), bumped by one atomic upsert on the primary key. The key names the
 * limit and an HMAC of the phone/e-mail/address, never the value itself. Rows past `expires_at` are
 * deleted by the rate-limit plugin's cleanup.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: utc('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: utc('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.key, t.windowStart] }),
    check('rate_limit_counters_count', sql`${t.count} >= 0`),
    check('rate_limit_counters_window', sql`${t.expiresAt} > ${t.windowStart}`),
    check('rate_limit_counters_key_length', sql`char_length(${t.key}) BETWEEN 1 AND 200`),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);
