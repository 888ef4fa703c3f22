import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { utc, uuidPk } from './sql-helpers';

/** A diner, identified by phone (digits only, e.g. 11987654321). */
export const consumers = pgTable(
  'consumers',
  {
    id: uuidPk(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('consumers_phone_unique').on(t.phone),
    check('consumers_phone_digits', sql`${t.phone} ~ '^[0-9]{10,11}$'`),
    check('consumers_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

/** A one-time SMS code, stored hashed; expires, allows a limited number of tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuidPk(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: utc('expires_at').notNull(),
    consumedAt: utc('consumed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('verification_codes_attempts', sql`${t.attempts} BETWEEN 0 AND 5`),
    index('verification_codes_consumer_idx').on(t.consumerId, t.createdAt),
  ],
);

/** Messages handed to the SMS provider; the `outbox` provider keeps them here for development. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuidPk(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);
