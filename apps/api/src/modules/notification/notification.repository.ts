import type {
  DeliveryState,
  NotificationChannel,
  NotificationStatus,
} from '@suavez/shared/domain/notification';
import type { QueueEntrySource } from '@suavez/shared/domain/queue-entry-source';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, asc, eq, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { bookings } from '#api/db/schema/booking.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { notifications } from '#api/db/schema/notification.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** A notification row as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Claims up to `limit` due pending rows of `channels` for this worker: one statement that picks them with
 * `FOR UPDATE SKIP LOCKED` (rows another worker is claiming are skipped, never waited on), counts the try
 * and moves `next_attempt_at` to `leaseUntil`, and commits. Until then no other worker sees them as due;
 * the row's new `attempts` and `next_attempt_at` are the claim, which the outcome must still match.
 */
export async function claimDueNotifications(
  db: Db,
  options: { channels: readonly NotificationChannel[]; now: Date; leaseUntil: Date; limit: number },
): Promise<NotificationRow[]> {
  if (options.channels.length === 0) return [];
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'pending'),
        lte(notifications.nextAttemptAt, options.now),
        inArray(notifications.channel, [...options.channels]),
      ),
    )
    .orderBy(asc(notifications.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(and(inArray(notifications.id, due), eq(notifications.status, 'pending')))
    .returning();
}

/** The channels other than `channels` that have due pending rows (no sender here to send them). */
export async function listWaitingChannels(
  db: Db,
  options: { except: readonly NotificationChannel[]; now: Date },
): Promise<NotificationChannel[]> {
  const conditions = [eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, options.now)];
  if (options.except.length > 0) conditions.push(notInArray(notifications.channel, [...options.except]));
  const rows = await db
    .selectDistinct({ channel: notifications.channel })
    .from(notifications)
    .where(and(...conditions));
  return rows.map((row) => row.channel);
}

/** What a message needs of the entry a notification is about, read when it is sent. */
export interface NotifiedEntryRow {
  id: string;
  status: QueueStatus;
  deadlineAt: Date | null;
  /** Place among the merchant's IN_QUEUE entries by (joined_at, id); null in other statuses. */
  position: number | null;
  consumerId: string;
  consumerName: string;
  /** The language the diner reads (`consumers.lang`; null: never chosen, pt-BR). */
  consumerLang: string | null;
  /** The phone given when joining (digits), else the consumer's; null once anonymised. */
  phone: string | null;
  merchantId: string;
  merchantName: string;
  /** How the entry joined: the web, or a WhatsApp conversation (whose call goes there). */
  source: QueueEntrySource;
}

/** The entries of `ids` with their consumer, merchant and place in line (one statement). */
export async function listNotifiedEntries(db: Db, ids: readonly string[]): Promise<NotifiedEntryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: queueEntries.id,
      status: queueEntries.status,
      deadlineAt: queueEntries.deadlineAt,
      position: sql<number | null>`CASE WHEN ${queueEntries.status} = 'IN_QUEUE' THEN (
        SELECT count(*)::int + 1 FROM queue_entries ahead
        WHERE ahead.merchant_id = ${queueEntries.merchantId} AND ahead.status = 'IN_QUEUE'
          AND (ahead.joined_at, ahead.id) < (${queueEntries.joinedAt}, ${queueEntries.id})) END`,
      consumerId: queueEntries.consumerId,
      consumerName: consumers.name,
      consumerLang: consumers.lang,
      phone: sql<string | null>`coalesce(${queueEntries.phone}, ${consumers.phone})`,
      merchantId: queueEntries.merchantId,
      merchantName: merchants.name,
      source: queueEntries.source,
    })
    .from(queueEntries)
    .innerJoin(consumers, eq(consumers.id, queueEntries.consumerId))
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .where(inArray(queueEntries.id, [...ids]));
  return rows.map((row) => ({ ...row, position: row.position === null ? null : Number(row.position) }));
}

/** What a booking's notice needs of its booking, read when it is sent (docs/bookings.md#notices). */
export interface NotifiedBookingRow {
  id: string;
  /** Whether it still holds its table: CONFIRMED, or PENDING_DEPOSIT before its deposit lapses. */
  isLive: boolean;
  startsAt: Date;
  localDate: string;
  localTime: string;
  slot: number;
  consumerId: string;
  consumerName: string;
  /** The language the diner reads (`consumers.lang`; null: never chosen, pt-BR). */
  consumerLang: string | null;
  phone: string | null;
  merchantId: string;
  merchantName: string;
}

/** The bookings of `ids` with their consumer and restaurant (one statement), as they are at `now`. */
export async function listNotifiedBookings(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<NotifiedBookingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      isLive: sql<boolean>`(${bookings.status} = 'CONFIRMED' OR (${bookings.status} = 'PENDING_DEPOSIT' AND ${bookings.depositExpiresAt} > ${now.toISOString()}::timestamptz))`,
      startsAt: bookings.startsAt,
      localDate: bookings.localDate,
      localTime: bookings.localTime,
      slot: bookings.slot,
      consumerId: bookings.consumerId,
      consumerName: consumers.name,
      consumerLang: consumers.lang,
      phone: consumers.phone,
      merchantId: merchants.id,
      merchantName: merchants.name,
    })
    .from(bookings)
    .innerJoin(consumers, eq(consumers.id, bookings.consumerId))
    .innerJoin(merchants, eq(merchants.id, bookings.merchantId))
    .where(inArray(bookings.id, [...ids]));
}

/** What became of one claimed try: the row's next state. */
export interface NotificationOutcome {
  status: NotificationStatus;
  /** The reason of a failure, a retry or a skip (pt-BR); null once sent. */
  lastError: string | null;
  /** When a pending row is tried again. */
  nextAttemptAt?: Date;
  /** When a row became sent, failed or skipped. */
  finishedAt: Date | null;
  /** The id WhatsApp gave a sent message (docs/whatsapp.md#statuses). */
  providerMessageId?: string;
}

/**
 * Writes the outcome of a claimed try, only if the row is still that claim (pending, with the claim's
 * attempts and lease): a row re-armed meanwhile (the host moved the deadline) or taken over after its lease
 * ran out keeps its newer state. Answers whether it was written.
 */
export async function recordNotificationOutcome(
  db: Db,
  claim: Pick<NotificationRow, 'id' | 'merchantId' | 'attempts' | 'nextAttemptAt'>,
  outcome: NotificationOutcome,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({
      status: outcome.status,
      lastError: outcome.lastError,
      finishedAt: outcome.finishedAt,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
      ...(outcome.providerMessageId ? { providerMessageId: outcome.providerMessageId } : {}),
    })
    .where(
      and(
        eq(notifications.id, claim.id),
        claim.merchantId === null
          ? isNull(notifications.merchantId)
          : eq(notifications.merchantId, claim.merchantId),
        eq(notifications.status, 'pending'),
        eq(notifications.attempts, claim.attempts),
        eq(notifications.nextAttemptAt, claim.nextAttemptAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** One notification as the host's queue card shows it. */
export interface EntryNotificationRow {
  queueEntryId: string;
  kind: NotificationRow['kind'];
  channel: NotificationChannel;
  status: NotificationStatus;
  /** When it was sent, failed or skipped, or when it is (next) tried while pending. */
  at: Date;
  /** What WhatsApp's status callbacks said of it last (docs/whatsapp.md#statuses); null: nothing yet. */
  delivery: DeliveryState | null;
  /** When `delivery` last moved forward. */
  deliveryAt: Date | null;
}

/**
 * The notifications of the given entries as the host sees them, oldest first: every call notice, sent or
 * not (a call that could not reach the phone tells the host to shout the name), and the reminders that went
 * out, failed or are on their way; reminders skipped because they no longer applied are left out
 * (docs/notifications.md#host).
 */
export async function listEntryNotifications(
  db: Db,
  merchantId: string,
  queueEntryIds: readonly string[],
): Promise<EntryNotificationRow[]> {
  if (queueEntryIds.length === 0) return [];
  const rows = await db
    .select({
      queueEntryId: notifications.queueEntryId,
      kind: notifications.kind,
      channel: notifications.channel,
      status: notifications.status,
      at: sql<Date>`coalesce(${notifications.finishedAt}, ${notifications.nextAttemptAt})`.mapWith(
        notifications.nextAttemptAt,
      ),
      delivery: notifications.delivery,
      deliveryAt: notifications.deliveryAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.merchantId, merchantId),
        inArray(notifications.queueEntryId, [...queueEntryIds]),
        or(eq(notifications.kind, 'called'), ne(notifications.status, 'skipped')),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.kind), asc(notifications.channel));
  // Every row read names one of the entries (a booking's notice has none).
  return rows.flatMap((row) => (row.queueEntryId ? [{ ...row, queueEntryId: row.queueEntryId }] : []));
}
