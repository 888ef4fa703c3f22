import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { isFinalQueueStatus } from '@suavez/shared/domain/queue-status';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** How often the diner's queue is read while it is active (specification section 9). */
export const QUEUE_POLL_MS = 5000;

/** `GET /queue?consumerId`: the diner's active entry (404 when none); also the join page's check. */
export function fetchActiveQueue(consumerId: string, signal?: AbortSignal): Promise<ConsumerQueueEntry> {
  return apiFetch<ConsumerQueueEntry>('/queue', { query: { consumerId }, signal });
}

/** `GET /queue/last?consumerId`: the diner's most recent entry, in any status. */
export function fetchLastQueue(consumerId: string, signal?: AbortSignal): Promise<ConsumerQueueEntry> {
  return apiFetch<ConsumerQueueEntry>('/queue/last', { query: { consumerId }, signal });
}

/** The active entry, or when there is none (or it cannot be read) the last one (specification section 8). */
export async function fetchDinerQueue(consumerId: string, signal?: AbortSignal): Promise<ConsumerQueueEntry> {
  try {
    return await fetchActiveQueue(consumerId, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return fetchLastQueue(consumerId, signal);
  }
}

/** Query key of the diner's queue. */
export const dinerQueueKey = (consumerId: string | null) => ['diner-queue', consumerId] as const;

/** The diner's queue, read every 5 s until it reaches a final status. */
export function useDinerQueue(consumerId: string | null) {
  return useQuery({
    queryKey: dinerQueueKey(consumerId),
    queryFn: ({ signal }) => fetchDinerQueue(consumerId as string, signal),
    enabled: consumerId !== null,
    refetchInterval: (query) => {
      const entry = query.state.data;
      return entry && isFinalQueueStatus(entry.status) ? false : QUEUE_POLL_MS;
    },
  });
}
