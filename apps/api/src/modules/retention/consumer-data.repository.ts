import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers, smsOutbox } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { notifications, pushSubscriptions } from '#api/db/schema/notification.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { feedback, queueEntries } from '#api/db/schema/queue.schema';

// What the platform holds about a phone, for a consumer's request for their data (`consumer:export`).

/** The consumers with this phone that are not anonymised (an anonymised one has no phone left). */
export function listConsumersByPhone(db: Db, phone: string) {
  return db
    .select({
      id: consumers.id,
      name: consumers.name,
      phone: consumers.phone,
      phoneVerified: consumers.phoneVerified,
      createdAt: consumers.createdAt,
      updatedAt: consumers.updatedAt,
    })
    .from(consumers)
    .where(and(eq(consumers.phone, phone), isNull(consumers.anonymizedAt)))
    .orderBy(asc(consumers.createdAt), asc(consumers.id));
}

function ofMerchant(merchantId: string | undefined): SQL | undefined {
  return merchantId === undefined ? undefined : eq(queueEntries.merchantId, merchantId);
}

/** The entries these consumers own, with the restaurant's name; only `merchantId`'s when given. */
export function listEntriesOf(db: Db, consumerIds: string[], merchantId: string | undefined) {
  return db
    .select({
      id: queueEntries.id,
      consumerId: queueEntries.consumerId,
      merchant: { id: merchants.id, name: merchants.name },
      status: queueEntries.status,
      slot: queueEntries.slot,
      reason: queueEntries.reason,
      phone: queueEntries.phone,
      joinedAt: queueEntries.joinedAt,
      lastStatusAt: queueEntries.lastStatusAt,
    })
    .from(queueEntries)
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .where(and(inArray(queueEntries.consumerId, consumerIds), ofMerchant(merchantId)))
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.id));
}

/** These consumers' own orders (as owner or guest of a table), never other guests' orders. */
export function listOrdersOf(db: Db, consumerIds: string[], merchantId: string | undefined) {
  return db
    .select({
      id: orders.id,
      consumerId: orders.consumerId,
      queueEntryId: orders.queueEntryId,
      merchant: { id: merchants.id, name: merchants.name },
      status: orders.status,
      serviceFeePercent: orders.serviceFeePercent,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .where(and(inArray(orders.consumerId, consumerIds), ofMerchant(merchantId)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The units of these orders, as each bill keeps them. */
export function listItemsOf(db: Db, orderIds: string[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      priceCents: orderItems.priceCents,
      options: orderItems.options,
      unitPriceCents: orderItems.unitPriceCents,
      note: orderItems.note,
      status: orderItems.status,
      createdAt: orderItems.createdAt,
      statusAt: orderItems.statusAt,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

/** The ratings these consumers sent. */
export function listFeedbackOf(db: Db, consumerIds: string[], merchantId: string | undefined) {
  return db
    .select({
      consumerId: feedback.consumerId,
      queueEntryId: feedback.queueEntryId,
      merchant: { id: merchants.id, name: merchants.name },
      firstRating: feedback.firstRating,
      secondRating: feedback.secondRating,
      thirdRating: feedback.thirdRating,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(queueEntries, eq(queueEntries.id, feedback.queueEntryId))
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .where(and(inArray(feedback.consumerId, consumerIds), ofMerchant(merchantId)))
    .orderBy(asc(feedback.createdAt));
}

/** The text messages sent to this phone that are still kept (30 days). */
export function listSmsMessagesTo(db: Db, phone: string) {
  return db
    .select({ body: smsOutbox.body, provider: smsOutbox.provider, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(asc(smsOutbox.createdAt));
}

/** The browsers subscribed to Web Push for these consumers (the endpoint and when; not the keys). */
export function listPushSubscriptionsOf(db: Db, consumerIds: readonly string[]) {
  return db
    .select({
      consumerId: pushSubscriptions.consumerId,
      endpoint: pushSubscriptions.endpoint,
      expiresAt: pushSubscriptions.expiresAt,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.consumerId, [...consumerIds]))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** The notices sent (or tried) about these entries: which, on which channel, and how they ended. */
export function listNotificationsOf(db: Db, queueEntryIds: readonly string[]) {
  return db
    .select({
      queueEntryId: notifications.queueEntryId,
      kind: notifications.kind,
      channel: notifications.channel,
      status: notifications.status,
      createdAt: notifications.createdAt,
      finishedAt: notifications.finishedAt,
    })
    .from(notifications)
    .where(inArray(notifications.queueEntryId, [...queueEntryIds]))
    .orderBy(asc(notifications.createdAt));
}
