import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumer.schema';
import { utc, uuidPk } from './sql-helpers';

/**
 * One `Idempotency-Key` a consumer sent on an item addition: what the request was (its fingerprint) and the
 * answer it got, so a retry replays that answer instead of adding again. The key row is written in the
 * same transaction as the addition, so a key is stored if and only if its addition is.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuidPk(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the route and the parameters that matter: another request under the key is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The stored answer; null only inside the transaction that claimed the key (never seen committed). */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The key is the consumer's own: two consumers may pick the same key without seeing each other's answers.
    unique('idempotency_keys_consumer_key').on(t.consumerId, t.key),
    check('idempotency_keys_key_length', sql`char_length(${t.key}) BETWEEN 1 AND 200`),
    check('idempotency_keys_answer_whole', sql`(${t.statusCode} IS NULL) = (${t.response} IS NULL)`),
    // Expired keys are deleted oldest first, a small batch at a time.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
