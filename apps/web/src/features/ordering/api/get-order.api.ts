import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ORDERING_POLL_MS } from './get-table-queue.api';

/** Query key of an order. */
export const orderKey = (orderId: string) => ['ordering', 'order', orderId] as const;

/** `GET /order?orderId`: the order with its units. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderAnswer> {
  return apiFetch<OrderAnswer>('/order', { query: { orderId }, signal });
}

/** The order, read every 5 s while `isPolling`; idle without an id. */
export function useOrderQuery(orderId: string | null, isPolling = true) {
  return useQuery({
    queryKey: orderKey(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId ?? '', signal),
    enabled: orderId !== null,
    refetchInterval: isPolling ? ORDERING_POLL_MS : false,
    retry: 1,
  });
}
