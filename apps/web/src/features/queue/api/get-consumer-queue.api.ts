import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { isFinalQueueStatus } from '@suavez/shared/domain/queue-status';
import { useQuery } from '@tanstack/react-query';
import { getActiveQueue } from './get-active-queue.api';
import { getLastQueue } from './get-last-queue.api';

/** How often the consumer's queue is read while it is active (docs/screens.md#fixed-values). */
export const QUEUE_POLL_MS = 5000;

/**
 * The active entry, or when there is none (or it cannot be read) the last one
 * (docs/queue.md#reading-the-queue).
 */
export async function getConsumerQueue(
  consumerId: string,
  signal?: AbortSignal,
): Promise<ConsumerQueueEntry> {
  try {
    return await getActiveQueue(consumerId, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return getLastQueue(consumerId, signal);
  }
}

/** Query key of the consumer's queue. */
export const consumerQueueKey = (consumerId: string | null) => ['consumer-queue', consumerId] as const;

/** The consumer's queue, read every 5 s until it reaches a final status. */
export function useConsumerQueueQuery(consumerId: string | null) {
  return useQuery({
    queryKey: consumerQueueKey(consumerId),
    queryFn: ({ signal }) => getConsumerQueue(consumerId as string, signal),
    enabled: consumerId !== null,
    refetchInterval: (query) => {
      const entry = query.state.data;
      return entry && isFinalQueueStatus(entry.status) ? false : QUEUE_POLL_MS;
    },
  });
}
