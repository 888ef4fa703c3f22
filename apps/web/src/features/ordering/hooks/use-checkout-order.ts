import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { isSettledOrderStatus } from '@suavez/shared/domain/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { buildApiUrl } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { orderKey, useOrderQuery } from '../api/get-order.api';

/** How often the checkout summary reads an order not yet settled (docs/screens.md#fixed-values). */
export const CHECKOUT_POLL_MS = 10_000;

/** Whether the order can still change what the summary shows: read, and not settled. */
function isFollowed(order: OrderAnswer | undefined): order is OrderAnswer {
  return order !== undefined && !isSettledOrderStatus(order.status);
}

/**
 * The order of the checkout summary, followed until it is settled (docs/orders-and-bills.md#checkout): read
 * every 10 s, and at once when the table's live stream says it changed (the merchant closing the bill,
 * reopening it, an item). The stream needs the order's own consumer, the only one who reads its `queueId`
 * (the table's pass: docs/access.md#guests-and-the-table-pass); anyone else with the link has the polling.
 */
export function useCheckoutOrder(orderId: string | null) {
  const queryClient = useQueryClient();
  const order = useOrderQuery(orderId, (query) => (isFollowed(query.state.data) ? CHECKOUT_POLL_MS : false));
  const queueId = isFollowed(order.data) ? order.data.queueId : undefined;
  useLiveEvents(queueId ? buildApiUrl('/live/diner', { queueId }) : null, (event) => {
    if (orderId && (event.kind === 'resync' || event.orderId === orderId)) {
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    }
  });
  return order;
}
