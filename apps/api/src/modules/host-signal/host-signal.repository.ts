import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** One thing waiting for the host: its row, the entry it belongs to, and when it started waiting. */
export interface HostSignalRow {
  id: string;
  queueEntryId: string;
  at: Date;
}

/** A merchant's entries waiting in the queue (WAITING_CONFIRMATION, IN_QUEUE), oldest first. */
export async function listWaitingEntries(db: Db, merchantId: string): Promise<HostSignalRow[]> {
  return db
    .select({ id: queueEntries.id, queueEntryId: queueEntries.id, at: queueEntries.joinedAt })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.merchantId, merchantId),
        inArray(queueEntries.status, ['WAITING_CONFIRMATION', 'IN_QUEUE']),
      ),
    )
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.id));
}

/** The joined queue entry is a table of the merchant's that is seated (CHECK_IN). */
function isSeatedTableOf(merchantId: string) {
  return and(eq(queueEntries.merchantId, merchantId), eq(queueEntries.status, 'CHECK_IN'));
}

/** The orders of a merchant's seated tables whose bill was asked for; `at`: their last status change. */
export async function listBillRequests(db: Db, merchantId: string): Promise<HostSignalRow[]> {
  return db
    .select({ id: orders.id, queueEntryId: orders.queueEntryId, at: orders.updatedAt })
    .from(orders)
    .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
    .where(and(isSeatedTableOf(merchantId), eq(orders.status, 'PAYMENT_REQUESTED')))
    .orderBy(asc(orders.updatedAt), asc(orders.id));
}

/** The units of a merchant's seated tables whose cancellation was asked for; `at`: when it was. */
export async function listCancelRequests(db: Db, merchantId: string): Promise<HostSignalRow[]> {
  return db
    .select({ id: orderItems.id, queueEntryId: orders.queueEntryId, at: orderItems.statusAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
    .where(and(isSeatedTableOf(merchantId), eq(orderItems.status, 'CANCEL_REQUEST')))
    .orderBy(asc(orderItems.statusAt), asc(orderItems.id));
}
