import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findOrderByPass, findOrderOfConsumer, type OrderRow } from '#api/modules/order/order.repository';
import {
  findMerchantQueueEntry,
  findQueueEntry,
  type QueueEntryRow,
} from '#api/modules/queue/queue.repository';

/** Who asks about a bill: a diner (consumer session) or the restaurant (merchant token). */
export type BillViewer = { consumerId: string } | { merchantId: string };

/** What a Pix call names: one order, or the whole table (queue entry). */
export type BillTarget = { orderId: string } | { queueId: string };

/** The table a Pix call is about, and the order when it named one. */
export interface BillScope {
  entry: QueueEntryRow;
  order: OrderRow | null;
}

/**
 * Finds what a Pix call names and checks the caller may see it (docs/pix.md#who-may-do-what): the
 * restaurant of the table, the order's own diner, or a diner of the same table (its owner, or a guest with
 * an order there). Anyone else, and an unknown id alike, is FORBIDDEN (docs/access.md#unknown-ids).
 */
export async function resolveBillScope(db: Db, target: BillTarget, viewer: BillViewer): Promise<BillScope> {
  const order = 'orderId' in target ? await findOrderByPass(db, target.orderId) : undefined;
  if ('orderId' in target && !order) throw new AppError('FORBIDDEN');
  // The order's read found the restaurant; a table's bill is named by the queue id alone (a diner's pass).
  const entry = order
    ? await findMerchantQueueEntry(db, { id: order.queueEntryId, merchantId: order.merchantId })
    : await findQueueEntry(db, (target as { queueId: string }).queueId);
  if (!entry) throw new AppError('FORBIDDEN');
  const isAllowed = await isAtTable(db, entry, order, viewer);
  if (!isAllowed) throw new AppError('FORBIDDEN');
  return { entry, order: order ?? null };
}

async function isAtTable(
  db: Db,
  entry: QueueEntryRow,
  order: OrderRow | undefined,
  viewer: BillViewer,
): Promise<boolean> {
  if ('merchantId' in viewer) return entry.merchantId === viewer.merchantId;
  if (order?.consumerId === viewer.consumerId || entry.consumerId === viewer.consumerId) return true;
  return (await findOrderOfConsumer(db, entry, viewer.consumerId)) !== undefined;
}
