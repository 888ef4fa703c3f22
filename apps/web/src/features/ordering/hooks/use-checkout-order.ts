import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { isSettledOrderStatus } from '@suavez/shared/domain/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { buildApiUrl } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { orderKey, useOrderQuery } from '../api/get-order.api';
import { useOrderPixQuery } from '../api/get-order-pix.api';
import { isPixPayable } from '../utils/pix-payment';

/** How often the checkout summary reads an order not yet settled (docs/screens.md#fixed-values). */
export const CHECKOUT_POLL_MS = 10_000;

/**
 * The order of the checkout summary, followed until it is settled (docs/orders-and-bills.md#checkout): read
 * every 10 s, and at once when the table's live stream says it changed (the merchant closing the bill,
 * reopening it, an item). The stream needs the order's own consumer, the only one who reads its `queueId`
 * (the table's pass: docs/access.md#guests-and-the-table-pass); anyone else with the link has the polling.
 * Where the restaurant takes Pix (its charge answered), a closed bill is followed until it is paid, so the
 * host's confirmation shows without a reload (rules §10).
 */
export function useCheckoutOrder(orderId: string | null) {
  const queryClient = useQueryClient();
  // Read by the polling's interval, which react-query asks again on every render of this hook.
  const isPixOffered = useRef(false);
  const isFollowed = (order: OrderAnswer | undefined): order is OrderAnswer =>
    order !== undefined &&
    (!isSettledOrderStatus(order.status) || (isPixOffered.current && isPixPayable(order)));
  const order = useOrderQuery(orderId, (query) => (isFollowed(query.state.data) ? CHECKOUT_POLL_MS : false));
  const data = order.data;
  // The same query as the bill's 'Pagar com Pix' ('Minha parte'): one request for both.
  const pix = useOrderPixQuery(
    { orderId: orderId ?? '' },
    data?.status ?? '',
    orderId !== null && data !== undefined && isPixPayable(data),
  );
  isPixOffered.current = pix.isSuccess;
  const queueId = isFollowed(data) ? data.queueId : undefined;
  useLiveEvents(queueId ? buildApiUrl('/live/diner', { queueId }) : null, (event) => {
    if (orderId && (event.kind === 'resync' || event.orderId === orderId)) {
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    }
  });
  return order;
}
