import type { LiveEvent } from '@/lib/live-events-stream';
import { orderKey } from '../api/get-order.api';
import { ORDERING_MENU_KEY } from '../api/get-ordering-menu.api';
import { tableQueueKey } from '../api/get-table-queue.api';

/**
 * The queries of the ordering page a pushed event makes stale: the table's entry on a queue or order change
 * (its `tableTotal` sums every order), the consumer's own order on a change of it, the
 * menu when the restaurant changed it (an item 'Esgotado' or back), all after a gap (resync).
 */
export function tableKeysToRefresh(
  event: LiveEvent,
  queueId: string,
  orderId: string | null,
): (readonly string[])[] {
  const keys: (readonly string[])[] = [];
  // An order's change moves the table's total (tableTotal of the entry), whoever's order it is.
  if (event.kind !== 'menu') keys.push(tableQueueKey(queueId));
  if (event.kind === 'menu' || event.kind === 'resync') keys.push(ORDERING_MENU_KEY);
  if (orderId && (event.kind === 'resync' || event.orderId === orderId)) keys.push(orderKey(orderId));
  return keys;
}
