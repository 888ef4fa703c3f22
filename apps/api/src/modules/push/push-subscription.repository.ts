import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { pushSubscriptions } from '#api/db/schema/notification.schema';

/** A stored browser subscription, as the sender encrypts for it. */
export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

/** What a browser sent, checked. */
export interface NewPushSubscription {
  consumerId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
}

/**
 * Serialises subscription writes of one consumer until the transaction ends, so two devices subscribing
 * at once cannot both keep a sixth row past the cap.
 */
export async function lockConsumerSubscriptions(tx: Db, consumerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push_subscriptions:${consumerId}`}))`);
}

/**
 * Stores a subscription for the consumer, or refreshes it: an endpoint is one browser's, so one that was
 * another consumer's (the same phone, a new session) moves to this one with its new keys.
 */
export async function upsertPushSubscription(db: Db, row: NewPushSubscription, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        consumerId: row.consumerId,
        p256dh: row.p256dh,
        auth: row.auth,
        expiresAt: row.expiresAt,
        updatedAt: now,
      },
    });
}

/** Deletes all but the `keep` most recently confirmed subscriptions of the consumer; answers how many went. */
export async function deleteOldestPushSubscriptions(
  db: Db,
  consumerId: string,
  keep: number,
): Promise<number> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.consumerId, consumerId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.consumerId, consumerId), notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** Deletes the consumer's subscription with this endpoint (never another consumer's); answers whether one went. */
export async function deleteConsumerPushSubscription(
  db: Db,
  consumerId: string,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.consumerId, consumerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Deletes one subscription by id: the push service said it is gone (404, 410), or it expired. */
export async function deletePushSubscriptionById(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The consumer's subscriptions, most recently confirmed first. */
export async function listPushSubscriptions(db: Db, consumerId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      expiresAt: pushSubscriptions.expiresAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.consumerId, consumerId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id));
}
