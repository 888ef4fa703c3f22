import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { ownedRow } from '#api/lib/owned-row';
import type { QueueEntryRow } from '#api/modules/queue/queue.repository';
import { findOrder, findOrderByPass, lockQueueEntryForShare, type OrderRow } from './order.repository';
import { NOT_SEATED_MESSAGE, ORDER_NOT_IN_QUEUE_MESSAGE, ORDER_NOT_OPEN_MESSAGE } from './order-messages';

/** An order and its entry, both locked. */
export interface LockedOrder {
  order: OrderRow;
  entry: QueueEntryRow;
}

/**
 * Locks an order's entry (shared) and then the order, always in that order (entry, order, units) so no
 * two writers wait on each other in a cycle; a checkout locks the entry for update and so waits for them.
 * FORBIDDEN when the caller may not touch the order, and alike when the order (or its entry) is unknown.
 */
export async function lockOrderWithEntry(
  tx: Db,
  orderId: string,
  orderLock: 'share' | 'update',
  isCallers: (locked: LockedOrder) => boolean,
): Promise<LockedOrder> {
  // The order id is all the caller names; the first read finds the restaurant, the locks then name it.
  const unlocked = await findOrderByPass(tx, orderId);
  if (!unlocked) throw new AppError('FORBIDDEN');
  const { merchantId } = unlocked;
  const entry = await lockQueueEntryForShare(tx, { id: unlocked.queueEntryId, merchantId });
  const order = await findOrder(tx, { id: orderId, merchantId }, orderLock);
  return ownedRow(entry && order ? { order, entry } : undefined, isCallers);
}

/**
 * Locks an order for a change of its status, named as the client names it: by its id and its table's
 * (the queue entry's) id. As lockOrderWithEntry (order locked for update), then NOT_FOUND when the order
 * belongs to another table.
 */
export async function lockOrderOfQueue(
  tx: Db,
  named: { orderId: string; queueId: string },
  isCallers: (locked: LockedOrder) => boolean,
): Promise<LockedOrder> {
  const locked = await lockOrderWithEntry(tx, named.orderId, 'update', isCallers);
  if (locked.order.queueEntryId !== named.queueId) {
    throw new AppError('NOT_FOUND', ORDER_NOT_IN_QUEUE_MESSAGE);
  }
  return locked;
}

/** The consumer's own order: a guest changes only its own order, not the table owner's. */
export const isOrderOf =
  (consumerId: string) =>
  ({ order }: LockedOrder): boolean =>
    order.consumerId === consumerId;

/** Refuses (409) a change to the cart unless the table is seated and the order still OPEN. */
export function assertOrderEditable(locked: LockedOrder): void {
  if (locked.entry.status !== 'CHECK_IN') throw new AppError('INVALID_TRANSITION', NOT_SEATED_MESSAGE);
  if (locked.order.status !== 'OPEN') throw new AppError('INVALID_TRANSITION', ORDER_NOT_OPEN_MESSAGE);
}
