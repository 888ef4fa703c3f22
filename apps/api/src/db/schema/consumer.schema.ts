import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { utc, uuidPk } from './sql-helpers';

/**
 * A consumer: one device's session (docs/security.md, "A phone is not a password"). The phone (digits only,
 * e.g. 11987654321) is a contact, not an identity: several consumers may share one phone, but at most one
 * of them has proven it by SMS code, and only that one is handed to a new device that proves it again.
 */
export const consumers = pgTable(
  'consumers',
  {
    id: uuidPk(),
    /** Null once the consumer is anonymised (docs/security.md, "Retention"). */
    phone: text('phone'),
    name: text('name').notNull(),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /**
     * Created for a device that has not yet proven the phone by SMS code: no device holds its session, so
     * the next device to prove the phone may be given it (a consumer whose session was handed out never is).
     */
    awaitingCode: boolean('awaiting_code').notNull().default(false),
    /** The language the diner reads (rules.md §16): their notices are written in it. Null: never chosen. */
    lang: text('lang'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
    /** When name and phone were removed after a year without activity; null while they are kept. */
    anonymizedAt: utc('anonymized_at'),
  },
  (t) => [
    // The phone a new device may prove by SMS code leads to one consumer only.
    uniqueIndex('consumers_verified_phone_unique').on(t.phone).where(sql`${t.phoneVerified}`),
    index('consumers_phone_idx').on(t.phone),
    check('consumers_phone_digits', sql`${t.phone} ~ '^[0-9]{10,11}$'`),
    check('consumers_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
    check('consumers_lang', sql`${t.lang} IS NULL OR ${t.lang} ~ '^[a-z]{2}(-[A-Z]{2})?$'`),
  ],
);

/**
 * A one-time SMS code, stored hashed: the phone's (any device that proves it may type it), asked for by one
 * consumer. It expires, and allows a limited number of wrong tries per device (verificationCodeTries) and
 * in all (`attempts`, the phone's ceiling).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuidPk(),
    /** The consumer (device) that asked for it. */
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The phone it was sent to (digits); null on codes of before codes were the phone's (never valid). */
    phone: text('phone'),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries of every device together. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: utc('expires_at').notNull(),
    consumedAt: utc('consumed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('verification_codes_attempts', sql`${t.attempts} BETWEEN 0 AND 10`),
    index('verification_codes_consumer_idx').on(t.consumerId, t.createdAt),
    index('verification_codes_phone_idx').on(t.phone, t.createdAt),
  ],
);

/**
 * The wrong tries of one device (the consumer id it verifies with) on one code: a stranger's wrong codes
 * use up only the stranger's tries (docs/security.md, "A phone is not a password").
 */
export const verificationCodeTries = pgTable(
  'verification_code_tries',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => verificationCodes.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.consumerId] }),
    index('verification_code_tries_consumer_idx').on(t.consumerId),
    check('verification_code_tries_attempts', sql`${t.attempts} BETWEEN 1 AND 5`),
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
