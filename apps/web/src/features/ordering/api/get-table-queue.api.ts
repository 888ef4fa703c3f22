// Types only: the consumer's pages do not download zod (their JS budget is 100 KB gzip).
import type { TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** How often the table's queue entry and the order are read (docs/screens.md#fixed-values). */
export const ORDERING_POLL_MS = 5000;

/** Query key of a table's queue entry. */
export const tableQueueKey = (queueId: string) => ['ordering', 'queue', queueId] as const;

/** `GET /queue?queueId`: the table's entry as the owner and the guests see it. */
export function getTableQueue(queueId: string, signal?: AbortSignal): Promise<TableQueueEntry> {
  return apiFetch<TableQueueEntry>('/queue', { query: { queueId }, signal });
}

/** The table's entry, read every 5 s while `isPolling`; idle without a queue id. */
export function useTableQueueQuery(queueId: string | null, isPolling = true) {
  return useQuery({
    queryKey: tableQueueKey(queueId ?? ''),
    queryFn: ({ signal }) => getTableQueue(queueId ?? '', signal),
    enabled: queueId !== null,
    refetchInterval: isPolling ? ORDERING_POLL_MS : false,
    retry: 1,
  });
}
