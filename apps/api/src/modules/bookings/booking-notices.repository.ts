import { bookingReminderAt } from '@suavez/shared/domain/bookings';
import type { NotificationChannel } from '@suavez/shared/domain/notification';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';
import { notifications } from '#api/db/schema/notification.schema';

/**
 * The channels a booking's notices go by (docs/bookings.md#notices): Web Push always, and an SMS when the
 * restaurant sends the call by SMS (automation NOTIFY_SMS with the SMS channel). WhatsApp carries only the
 * call's approved template, so a restaurant that calls by WhatsApp sends booking notices by push alone.
 */
export async function listBookingNoticeChannels(db: Db, merchantId: string): Promise<NotificationChannel[]> {
  const rows = await db
    .select({ notifySms: merchants.notifySms, textChannel: merchants.textChannel })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const row = rows[0];
  return row?.notifySms && row.textChannel === 'sms' ? ['push', 'sms'] : ['push'];
}

/**
 * Writes a booking's notices into the outbox, in the booking's transaction: `booking_confirmed` now and
 * `booking_reminder` two hours before the start (at once when booked later than that), on each channel. The
 * outbox's unique index keeps one per booking, kind and channel.
 */
export async function insertBookingNotices(
  db: Db,
  booking: { id: string; merchantId: string; startsAt: Date },
  options: { now: Date; channels: readonly NotificationChannel[] },
): Promise<void> {
  const reminderAt = bookingReminderAt(booking.startsAt, options.now);
  const rows = options.channels.flatMap((channel) => [
    { kind: 'booking_confirmed' as const, channel, at: options.now },
    { kind: 'booking_reminder' as const, channel, at: reminderAt },
  ]);
  await db
    .insert(notifications)
    .values(
      rows.map((row) => ({
        merchantId: booking.merchantId,
        bookingId: booking.id,
        kind: row.kind,
        channel: row.channel,
        dueAt: row.at,
        nextAttemptAt: row.at,
        createdAt: options.now,
      })),
    )
    .onConflictDoNothing();
}

/** The booking's notices as stored (for its tests and the host's view later), by due time. */
export async function listBookingNotices(db: Db, where: { merchantId: string; bookingId: string }) {
  return db
    .select({
      kind: notifications.kind,
      channel: notifications.channel,
      status: notifications.status,
      dueAt: notifications.dueAt,
    })
    .from(notifications)
    .where(and(eq(notifications.merchantId, where.merchantId), eq(notifications.bookingId, where.bookingId)))
    .orderBy(notifications.dueAt, notifications.kind, notifications.channel);
}
