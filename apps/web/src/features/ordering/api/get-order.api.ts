import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { type Query, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ORDERING_POLL_MS } from './get-table-queue.api';

/** Query key of an order. */
export const orderKey = (orderId: string) => ['ordering', 'order', orderId] as const;

/** `GET /order?orderId`: the order with its units. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderAnswer> {
  return apiFetch<OrderAnswer>('/order', { query: { orderId }, signal });
}

/** How often the order is read again: milliseconds, `false`, or a function of the query (its last answer). */
export type OrderPolling =
  | number
  | false
  | ((query: Query<OrderAnswer, Error, OrderAnswer, ReturnType<typeof orderKey>>) => number | false);

/** The order, read every 5 s unless `polling` says otherwise; idle without an id. */
export function useOrderQuery(orderId: string | null, polling: OrderPolling = ORDERING_POLL_MS) {
  return useQuery({
    queryKey: orderKey(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId ?? '', signal),
    enabled: orderId !== null,
    refetchInterval: polling,
    retry: 1,
  });
}
