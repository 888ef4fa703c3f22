import type { LiveEvent } from '@/lib/live-events-stream';
import { orderKey } from '../api/get-order.api';
import { tableQueueKey } from '../api/get-table-queue.api';

/**
 * The queries of the ordering page a pushed event makes stale: the table's entry on a queue change, the
 * consumer's own order on a change of it (another guest's order changes nothing this consumer reads), both
 * after a gap (resync).
 */
export function tableKeysToRefresh(
  event: LiveEvent,
  queueId: string,
  orderId: string | null,
): (readonly string[])[] {
  const keys: (readonly string[])[] = [];
  if (event.kind !== 'order') keys.push(tableQueueKey(queueId));
  if (orderId && (event.kind === 'resync' || event.orderId === orderId)) keys.push(orderKey(orderId));
  return keys;
}
