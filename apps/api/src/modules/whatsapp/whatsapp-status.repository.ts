import type { DeliveryState } from '@suavez/shared/domain/notification';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { notifications } from '#api/db/schema/notification.schema';

/** What a status callback changed on the outbox row its message id names. */
export type StatusChange = 'changed' | 'unchanged' | 'unknown';

/** Whether an outbox row carries this message id (a status about a message we did not send: no). */
async function hasProviderMessage(db: Db, providerMessageId: string): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.providerMessageId, providerMessageId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Moves the row's `delivery` forward to `state` (docs/whatsapp.md#statuses): nothing → delivered → read,
 * never back, so a late `delivered` after `read` changes nothing. One compare-and-set; the host's open
 * queue screen hears of it through migration 0023's trigger (a live event of the entry, in this transaction).
 */
export async function advanceNotificationDelivery(
  db: Db,
  change: { providerMessageId: string; state: DeliveryState; at: Date },
): Promise<StatusChange> {
  const isForward =
    change.state === 'read'
      ? or(isNull(notifications.delivery), eq(notifications.delivery, 'delivered'))
      : isNull(notifications.delivery);
  const rows = await db
    .update(notifications)
    .set({ delivery: change.state, deliveryAt: change.at })
    .where(and(eq(notifications.providerMessageId, change.providerMessageId), isForward))
    .returning({ id: notifications.id });
  if (rows.length > 0) return 'changed';
  return (await hasProviderMessage(db, change.providerMessageId)) ? 'unchanged' : 'unknown';
}

/**
 * Marks a sent row failed with the host's reason (a `failed` callback: WhatsApp took the message, then could
 * not deliver it). The outbox's trigger tells the host's screen, as for any notice that gave up.
 */
export async function failSentNotification(
  db: Db,
  failure: { providerMessageId: string; reason: string; at: Date },
): Promise<StatusChange> {
  const rows = await db
    .update(notifications)
    .set({ status: 'failed', lastError: failure.reason, finishedAt: failure.at })
    .where(
      and(eq(notifications.providerMessageId, failure.providerMessageId), eq(notifications.status, 'sent')),
    )
    .returning({ id: notifications.id });
  if (rows.length > 0) return 'changed';
  return (await hasProviderMessage(db, failure.providerMessageId)) ? 'unchanged' : 'unknown';
}
