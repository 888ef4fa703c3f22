import {
  type DeliveryState,
  deliveryStates,
  type NotificationChannel,
  type NotificationKind,
  type NotificationStatus,
  notificationChannels,
  notificationKinds,
  notificationStatuses,
} from '@suavez/shared/domain/notification';
import type { WhatsAppOutboundMessage } from '@suavez/shared/domain/whatsapp-replies';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
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
import { whatsAppInbox } from './whatsapp.schema';

/** A reply's message (docs/whatsapp.md#replies); defined beside the conversation that composes it. */
export type { WhatsAppOutboundMessage };

/**
 * The notification outbox (docs/notifications.md): one row per (entry, kind, channel), written in the
 * transaction of the change that causes it, sent by a worker in every server process that claims due rows
 * with `FOR UPDATE SKIP LOCKED`, retried with backoff, and kept with its outcome for the host's card.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPk(),
    /** The restaurant the notice is about; null only on a reply to a phone no restaurant is known for. */
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    /** The queue entry the notice is about; null for a booking's notice. */
    queueEntryId: uuid('queue_entry_id').references(() => queueEntries.id, { onDelete: 'cascade' }),
    /** The booking the notice is about (docs/bookings.md#notices); null for a queue entry's. */
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'cascade' }),
    /** A reply's inbound WhatsApp message (docs/whatsapp.md#replies): one reply per message received. */
    inboxId: uuid('inbox_id').references((): AnyPgColumn => whatsAppInbox.id, { onDelete: 'cascade' }),
    /** A reply's recipient: the `wa_id` as WhatsApp sent it (E.164 digits without '+'). */
    recipient: text('recipient'),
    /** A reply's message, composed when the inbound message was processed. */
    message: jsonb('message').$type<WhatsAppOutboundMessage>(),
    /** The id WhatsApp gave the sent message (`wamid.…`), which its status callbacks name. */
    providerMessageId: text('provider_message_id'),
    /** What the status callbacks said last: reached the phone, or read (docs/whatsapp.md#statuses). */
    delivery: text('delivery').$type<DeliveryState>(),
    /** When `delivery` last moved forward (the callback's own timestamp). */
    deliveryAt: utc('delivery_at'),
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
    // One reply per inbound message, whatever retries, crashes or processes do.
    uniqueIndex('notifications_one_reply_per_inbox').on(t.inboxId).where(sql`${t.inboxId} IS NOT NULL`),
    // A status callback finds its row by the provider's message id.
    uniqueIndex('notifications_provider_message_unique')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
    check('notifications_delivery', sql`${t.delivery} IS NULL OR ${isOneOf(t.delivery, deliveryStates)}`),
    // And per booking, kind and channel.
    uniqueIndex('notifications_one_per_booking_kind_channel')
      .on(t.bookingId, t.kind, t.channel)
      .where(sql`${t.bookingId} IS NOT NULL`),
    // A notice is about exactly one thing: an entry, a booking, or (a reply) the message it answers.
    check(
      'notifications_one_subject',
      sql`num_nonnulls(${t.queueEntryId}, ${t.bookingId}, ${t.inboxId}) = 1`,
    ),
    // A reply is WhatsApp, names its recipient and carries its message; only a reply may lack a restaurant.
    check(
      'notifications_reply_shape',
      sql`(${t.kind} = 'reply') = (${t.inboxId} IS NOT NULL) AND (${t.kind} <> 'reply' OR (${t.channel} = 'whatsapp' AND ${t.recipient} IS NOT NULL AND ${t.message} IS NOT NULL))`,
    ),
    check('notifications_merchant', sql`${t.merchantId} IS NOT NULL OR ${t.kind} = 'reply'`),
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
