import { type Order, queueOrdersResponseSchema } from '@suavez/shared/contracts/order.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Polling period of the open table's orders (docs/screens.md#fixed-values). */
export const TABLE_ORDERS_POLL_MS = 5_000;

/** Query key prefix of every table's orders. */
export const queueOrdersKeyPrefix = ['merchant', 'hall', 'orders'] as const;

/** Query key of one table's orders. */
export const queueOrdersKey = (queueId: string) => [...queueOrdersKeyPrefix, queueId] as const;

/** `GET /order/queue?queueId`: every order of a seated table. */
export function listQueueOrders(queueId: string, signal?: AbortSignal): Promise<Order[]> {
  return apiFetch('/order/queue', {
    query: { queueId },
    schema: queueOrdersResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The open table's orders, polled every 5 s while its dialog is open (`queueId` null: closed). */
export function useQueueOrdersQuery(queueId: string | null) {
  return useQuery({
    queryKey: queueOrdersKey(queueId ?? ''),
    queryFn: ({ signal }) => listQueueOrders(queueId ?? '', signal),
    enabled: queueId !== null,
    refetchInterval: TABLE_ORDERS_POLL_MS,
  });
}
