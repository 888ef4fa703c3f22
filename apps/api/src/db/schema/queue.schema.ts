import { type QueueEntrySource, queueEntrySources } from '@suavez/shared/domain/queue-entry-source';
import { activeQueueStatuses, type QueueStatus, queueStatuses } from '@suavez/shared/domain/queue-status';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumer.schema';
import { merchants } from './merchant.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';
import { restaurantTables } from './table.schema';

/** A consumer's place in a merchant's waiting queue, from joining to checkout. */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /**
     * The consumer's phone when joining (digits), so one phone holds one active entry per restaurant
     * whichever device joined; null once the consumer is anonymised.
     */
    phone: text('phone'),
    /**
     * The latest time another device was refused a place here because this entry holds its phone
     * (PHONE_IN_QUEUE): the host's card says so, since the one waiting may be a stranger who typed the
     * owner's number (docs/security.md, "A phone is not a password"); null when nobody tried.
     */
    phoneClaimedAt: utc('phone_claimed_at'),
    status: text('status').$type<QueueStatus>().notNull(),
    slot: integer('slot').notNull(),
    /** The table the restaurant seated the party at ('12'), given at check-in or changed while seated. */
    tableLabel: text('table_label'),
    /**
     * The defined table the party sits at (docs/tables.md#seating), when its label names one; null for a free
     * label or none. Only a CHECK_IN entry holds its table: the partial unique index below.
     */
    tableId: uuid('table_id').references(() => restaurantTables.id, { onDelete: 'set null' }),
    reason: text('reason'),
    joinedAt: utc('joined_at').notNull().defaultNow(),
    lastStatusAt: utc('last_status_at').notNull().defaultNow(),
    /** When a CALLED or ACCEPTED_RESTAURANT_CALL entry expires; null in every other status. */
    deadlineAt: utc('deadline_at'),
    /** How many times the host gave a called consumer 5 more minutes (at most twice per entry). */
    deadlineExtensions: integer('deadline_extensions').notNull().default(0),
    // Milestones, kept by the database (trigger `queue_entries_milestones`, migration 0005) from
    // last_status_at whenever the status changes, so reports and wait estimates read them off the entry
    // instead of searching the history. Each is the first time, never moved by a later change.
    /** When it first became CALLED; null if it never was. */
    calledAt: utc('called_at'),
    /** When it first became CHECK_IN (seated). */
    checkedInAt: utc('checked_in_at'),
    /** When it became CHECK_OUT (a final status). */
    checkedOutAt: utc('checked_out_at'),
    /** When it first left the waiting statuses (called, quit, refused or removed); null while it waits. */
    leftWaitingAt: utc('left_waiting_at'),
    /** Where the diner joined: the web page, or the WhatsApp conversation (docs/whatsapp.md). */
    source: text('source').$type<QueueEntrySource>().notNull().default('web'),
  },
  (t) => [
    check('queue_entries_status', isOneOf(t.status, queueStatuses)),
    check('queue_entries_source', isOneOf(t.source, queueEntrySources)),
    check('queue_entries_slot', sql`${t.slot} BETWEEN 1 AND 20`),
    check(
      'queue_entries_table_label_length',
      sql`${t.tableLabel} IS NULL OR char_length(${t.tableLabel}) BETWEEN 1 AND 12`,
    ),
    check('queue_entries_deadline_extensions', sql`${t.deadlineExtensions} BETWEEN 0 AND 2`),
    // One active entry per consumer, at any merchant: the database, not only the code, says so.
    uniqueIndex('queue_entries_one_active_per_consumer')
      .on(t.consumerId)
      .where(isOneOf(t.status, activeQueueStatuses)),
    // And one active entry per phone at each merchant: a second device with a known phone gets 409.
    uniqueIndex('queue_entries_one_active_per_phone')
      .on(t.merchantId, t.phone)
      .where(sql`${isOneOf(t.status, activeQueueStatuses)} AND ${t.phone} IS NOT NULL`),
    // One seated party per table, kept by the database: two racing check-ins at one table cannot both win,
    // and an entry leaving CHECK_IN frees its table without another write.
    uniqueIndex('queue_entries_one_party_per_table')
      .on(t.tableId)
      .where(sql`${t.status} = 'CHECK_IN' AND ${t.tableId} IS NOT NULL`),
    index('queue_entries_merchant_status_idx').on(t.merchantId, t.status, t.joinedAt),
    index('queue_entries_consumer_idx').on(t.consumerId, t.joinedAt),
    // A merchant's entries by join time, whatever their status: the report's range and the wait
    // estimate's weeks of history (docs/reports.md, "Speed").
    index('queue_entries_merchant_joined_idx').on(t.merchantId, t.joinedAt),
    index('queue_entries_deadline_idx').on(t.deadlineAt).where(sql`${t.deadlineAt} IS NOT NULL`),
  ],
);

/** Every status an entry went through, appended in the same transaction as the change. */
export const queueEntryHistory = pgTable(
  'queue_entry_history',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    status: text('status').$type<QueueStatus>().notNull(),
    reason: text('reason'),
    createdAt: utc('created_at').notNull().defaultNow(),
    /** Insertion order: two changes in the same millisecond still read back in the order they happened. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    check('queue_entry_history_status', isOneOf(t.status, queueStatuses)),
    index('queue_entry_history_entry_idx').on(t.queueEntryId, t.createdAt),
  ],
);

/** A consumer's ratings after check-in: one per entry. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    firstRating: integer('first_rating').notNull(),
    secondRating: integer('second_rating').notNull(),
    thirdRating: integer('third_rating').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_one_per_entry').on(t.queueEntryId),
    index('feedback_consumer_idx').on(t.consumerId),
    check(
      'feedback_ratings',
      sql`${t.firstRating} BETWEEN 1 AND 5 AND ${t.secondRating} BETWEEN 1 AND 5 AND ${t.thirdRating} BETWEEN 1 AND 5`,
    ),
  ],
);
