import { type BookingStatus, bookingStatuses } from '@suavez/shared/contracts/bookings.contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumer.schema';
import { merchants } from './merchant.schema';
import { queueEntries } from './queue.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';
import { restaurantTables } from './table.schema';

/**
 * A restaurant's booking settings (rules §13 'Booking settings', docs/bookings.md#settings): one row per
 * restaurant once the owner saved them; without a row the defaults of the contract apply.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    minLeadMinutes: integer('min_lead_minutes').notNull(),
    maxDaysAhead: integer('max_days_ahead').notNull(),
    maxPartySize: integer('max_party_size').notNull(),
    holdMinutes: integer('hold_minutes').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('booking_settings_slot_minutes', sql`${t.slotMinutes} IN (15, 30, 60)`),
    check('booking_settings_duration', sql`${t.durationMinutes} BETWEEN 30 AND 300`),
    check('booking_settings_min_lead', sql`${t.minLeadMinutes} BETWEEN 0 AND 1440`),
    check('booking_settings_max_days', sql`${t.maxDaysAhead} BETWEEN 1 AND 90`),
    check('booking_settings_party', sql`${t.maxPartySize} BETWEEN 1 AND 30`),
    check('booking_settings_hold', sql`${t.holdMinutes} BETWEEN 0 AND 120`),
    check('booking_settings_deposit', sql`${t.depositCents} BETWEEN 0 AND 10000000`),
  ],
);

/**
 * A booking (rules §13, docs/bookings.md): a party of `slot` at one of the restaurant's tables for
 * `[starts_at, ends_at)`. The local date and time are kept as the diner chose them (the restaurant's wall
 * clock), the instants for every comparison. A live booking (`CONFIRMED`, `PENDING_DEPOSIT`) holds its
 * table; two live bookings of a table never overlap, kept by taking the restaurant's row lock before the
 * check and the insert (docs/bookings.md#race-safety).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The table the server chose; null once that table is removed. */
    tableId: uuid('table_id').references(() => restaurantTables.id, { onDelete: 'set null' }),
    /** 'YYYY-MM-DD' and 'HH:MM' in the restaurant's time zone, as the diner chose them. */
    localDate: text('local_date').notNull(),
    localTime: text('local_time').notNull(),
    startsAt: utc('starts_at').notNull(),
    endsAt: utc('ends_at').notNull(),
    slot: integer('slot').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    note: text('note'),
    /** Who took it: the diner's own booking, or the restaurant's (by phone). */
    source: text('source').$type<'consumer' | 'merchant'>().notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    confirmedAt: utc('confirmed_at'),
    arrivedAt: utc('arrived_at'),
    canceledAt: utc('canceled_at'),
    noShowAt: utc('no_show_at'),
    /** The queue entry the party was seated as, once arrived. */
    queueId: uuid('queue_id').references(() => queueEntries.id, { onDelete: 'set null' }),
    /** The Pix deposit asked (0: none), when it lapses unpaid, and when it was paid. */
    depositCents: integer('deposit_cents').notNull().default(0),
    depositExpiresAt: utc('deposit_expires_at'),
    depositPaidAt: utc('deposit_paid_at'),
  },
  (t) => [
    check('bookings_status', isOneOf(t.status, bookingStatuses)),
    check('bookings_source', sql`${t.source} IN ('consumer', 'merchant')`),
    check('bookings_slot', sql`${t.slot} BETWEEN 1 AND 30`),
    check('bookings_local_date', sql`${t.localDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('bookings_local_time', sql`${t.localTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('bookings_interval', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_note_length', sql`${t.note} IS NULL OR char_length(${t.note}) BETWEEN 1 AND 200`),
    check('bookings_deposit', sql`${t.depositCents} >= 0`),
    check(
      'bookings_pending_has_deposit',
      sql`${t.status} <> 'PENDING_DEPOSIT' OR (${t.depositCents} > 0 AND ${t.depositExpiresAt} IS NOT NULL)`,
    ),
    check('bookings_arrived_at', sql`${t.status} <> 'ARRIVED' OR ${t.arrivedAt} IS NOT NULL`),
    check('bookings_canceled_at', sql`${t.status} <> 'CANCELED' OR ${t.canceledAt} IS NOT NULL`),
    check('bookings_no_show_at', sql`${t.status} <> 'NO_SHOW' OR ${t.noShowAt} IS NOT NULL`),
    // The availability's and the floor's reads: a restaurant's live bookings by start.
    index('bookings_merchant_live_idx')
      .on(t.merchantId, t.startsAt)
      .where(sql`${t.status} IN ('CONFIRMED', 'PENDING_DEPOSIT')`),
    index('bookings_merchant_date_idx').on(t.merchantId, t.localDate),
    index('bookings_consumer_idx').on(t.consumerId, t.createdAt),
    index('bookings_table_idx').on(t.tableId),
  ],
);
