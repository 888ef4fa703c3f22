import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { QueueEntryRow } from '../queue/queue.repository';
import { findOrder, lockQueueEntryForShare, type OrderRow } from './order.repository';
import { NOT_SEATED_MESSAGE, ORDER_NOT_FOUND_MESSAGE, ORDER_NOT_OPEN_MESSAGE } from './order-messages';

/** An order and its entry, both locked. */
export interface LockedOrder {
  order: OrderRow;
  entry: QueueEntryRow;
}

/**
 * Locks an order's entry (shared) and then the order, always in that order (entry, order, units) so no
 * two writers wait on each other in a cycle; a checkout locks the entry for update and so waits for them.
 * NOT_FOUND when the order (or its entry) is unknown.
 */
export async function lockOrderWithEntry(
  tx: Db,
  orderId: string,
  orderLock: 'share' | 'update',
): Promise<LockedOrder> {
  const unlocked = await findOrder(tx, orderId);
  if (!unlocked) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  const entry = await lockQueueEntryForShare(tx, unlocked.queueEntryId);
  const order = await findOrder(tx, orderId, orderLock);
  if (!entry || !order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return { order, entry };
}

/** Refuses (403) an order that is not the session diner's own: a guest changes only its own order. */
export function assertOwnOrder(order: OrderRow, consumerId: string): void {
  if (order.consumerId !== consumerId) throw new AppError('FORBIDDEN');
}

/** Refuses (409) a change to the cart unless the table is seated and the order still OPEN. */
export function assertOrderEditable(locked: LockedOrder): void {
  if (locked.entry.status !== 'CHECK_IN') throw new AppError('INVALID_TRANSITION', NOT_SEATED_MESSAGE);
  if (locked.order.status !== 'OPEN') throw new AppError('INVALID_TRANSITION', ORDER_NOT_OPEN_MESSAGE);
}
