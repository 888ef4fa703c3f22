import { hostSignalsKey } from '@/api/list-host-signals.api';
import type { LiveEvent } from '@/lib/live-events-stream';
import { hallKey } from '../api/list-hall-entries.api';
import { queueOrdersKey, queueOrdersKeyPrefix } from '../api/list-queue-orders.api';

/**
 * The queries of the hall a pushed event makes stale: always the tiles (a table seated or gone, its
 * pending items and requests) and the host's signals (docs/notifications.md#host-signals), and the orders
 * of the table that changed, or of every table after a gap.
 */
export function hallKeysToRefresh(event: LiveEvent, merchantId: string): (readonly string[])[] {
  return [
    hallKey(merchantId),
    hostSignalsKey(merchantId),
    event.kind === 'resync' ? queueOrdersKeyPrefix : queueOrdersKey(event.queueEntryId),
  ];
}
