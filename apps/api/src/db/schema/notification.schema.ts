import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationStatus,
  notificationChannels,
  notificationKinds,
  notificationStatuses,
} from '@suavez/shared/domain/notification';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking.schema';
import { consumers } from './consumer.schema';
import { merchants } from './merchant.schema';
import { queueEntries } from './queue.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/**
 * The notification outbox (docs/notifications.md): one row per (entry, kind, channel), written in the
 * transaction of the change that causes it, sent by a worker in every server process that claims due rows
 * with `FOR UPDATE SKIP LOCKED`, retried with backoff, and kept with its outcome for the host's card.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The queue entry the notice is about; null for a booking's notice. */
    queueEntryId: uuid('queue_entry_id').references(() => queueEntries.id, { onDelete: 'cascade' }),
    /** The booking the notice is about (docs/bookings.md#notices); null for a queue entry's. */
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    /** When it may be sent (the call: at once; one minute left: the deadline minus a minute). */
    dueAt: utc('due_at').notNull(),
    /** Tries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try it (again): `due_at`, then later after each failed try. */
    nextAttemptAt: utc('next_attempt_at').notNull(),
    /** Why the last try failed, or why it was skipped (pt-BR, for the host; never a secret). */
    lastError: text('last_error'),
    /** When the status became sent, failed or skipped. */
    finishedAt: utc('finished_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('notifications_kind', isOneOf(t.kind, notificationKinds)),
    check('notifications_channel', isOneOf(t.channel, notificationChannels)),
    check('notifications_status', isOneOf(t.status, notificationStatuses)),
    check('notifications_attempts', sql`${t.attempts} >= 0`),
    // At most one notice per entry, kind and channel, whatever crashes or processes do.
    uniqueIndex('notifications_one_per_entry_kind_channel').on(t.queueEntryId, t.kind, t.channel),
    // And per booking, kind and channel.
    uniqueIndex('notifications_one_per_booking_kind_channel')
      .on(t.bookingId, t.kind, t.channel)
      .where(sql`${t.bookingId} IS NOT NULL`),
    // A notice is about exactly one thing: an entry or a booking.
    check('notifications_one_subject', sql`(${t.queueEntryId} IS NULL) <> (${t.bookingId} IS NULL)`),
    // The worker's claim: pending rows by when they are next due.
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A browser's Web Push subscription for a consumer (`PushSubscription.toJSON()`): the push service's
 * endpoint and the keys the payload is encrypted for (RFC 8291). A few devices per consumer; an endpoint
 * the push service answers 404 or 410 for is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidPk(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    expiresAt: utc('expires_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_consumer_idx').on(t.consumerId),
    check('push_subscriptions_endpoint_length', sql`char_length(${t.endpoint}) BETWEEN 1 AND 2048`),
  ],
);
