import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { listQueueHistory } from '#api/modules/queue/queue.repository';
import {
  listConsumersByPhone,
  listEntriesOf,
  listFeedbackOf,
  listItemsOf,
  listNotificationsOf,
  listOrdersOf,
  listPushSubscriptionsOf,
  listSmsMessagesTo,
} from './consumer-data.repository';

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * Everything kept about a phone (a consumer's request for their data, LGPD art. 18 II and V; the admin
 * command `consumer:export`): every consumer with that phone, each with its entries and their history,
 * and the notices sent about them, its own orders with their units, its ratings, the browsers it subscribed
 * to Web Push; and, unless the export is for one restaurant, the
 * text messages sent to the phone. With `merchantId` only that restaurant's visits are included: a
 * restaurant answering its consumer never learns where else the consumer went. A plain object, ready for
 * JSON.
 */
export async function exportConsumerData(options: {
  db: Db;
  clock: Clock;
  phone: string;
  merchantId?: string | undefined;
}) {
  const { db, phone, merchantId } = options;
  const found = await listConsumersByPhone(db, phone);
  const ids = found.map((consumer) => consumer.id);
  const entries = ids.length > 0 ? await listEntriesOf(db, ids, merchantId) : [];
  const history = await listQueueHistory(
    db,
    entries.map((entry) => ({ id: entry.id, merchantId: entry.merchant.id })),
  );
  const orders = ids.length > 0 ? await listOrdersOf(db, ids, merchantId) : [];
  const items =
    orders.length > 0
      ? await listItemsOf(
          db,
          orders.map((order) => order.id),
        )
      : [];
  const ratings = ids.length > 0 ? await listFeedbackOf(db, ids, merchantId) : [];
  const notices =
    entries.length > 0
      ? await listNotificationsOf(
          db,
          entries.map((entry) => entry.id),
        )
      : [];
  // A browser's subscription is no restaurant's: only in the whole export.
  const devices = ids.length > 0 && merchantId === undefined ? await listPushSubscriptionsOf(db, ids) : [];
  const historyOf = groupBy(history, (row) => row.queueEntryId);
  const itemsOf = groupBy(items, (row) => row.orderId);
  const entriesOf = groupBy(entries, (row) => row.consumerId);
  const ordersOf = groupBy(orders, (row) => row.consumerId);
  const ratingsOf = groupBy(ratings, (row) => row.consumerId);
  const noticesOf = groupBy(notices, (row) => row.queueEntryId);
  const devicesOf = groupBy(devices, (row) => row.consumerId);
  return {
    phone,
    merchantId: merchantId ?? null,
    exportedAt: options.clock.now(),
    consumers: found.map((consumer) => ({
      ...consumer,
      entries: (entriesOf.get(consumer.id) ?? []).map(({ consumerId: _, ...entry }) => ({
        ...entry,
        history: (historyOf.get(entry.id) ?? []).map((row) => ({
          status: row.status,
          reason: row.reason,
          createdAt: row.createdAt,
        })),
        notifications: (noticesOf.get(entry.id) ?? []).map(({ queueEntryId: __, ...notice }) => notice),
      })),
      orders: (ordersOf.get(consumer.id) ?? []).map(({ consumerId: _, ...order }) => ({
        ...order,
        items: (itemsOf.get(order.id) ?? []).map(({ orderId: __, ...item }) => item),
      })),
      feedback: (ratingsOf.get(consumer.id) ?? []).map(({ consumerId: _, ...rating }) => rating),
      pushSubscriptions: (devicesOf.get(consumer.id) ?? []).map(({ consumerId: _, ...device }) => device),
    })),
    smsMessages: merchantId === undefined ? await listSmsMessagesTo(db, phone) : [],
  };
}

/** The export as the command prints it. */
export type ConsumerDataExport = Awaited<ReturnType<typeof exportConsumerData>>;
