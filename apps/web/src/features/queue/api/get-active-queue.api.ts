import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { apiFetch } from '@/lib/api-client';

/** `GET /queue?consumerId`: the consumer's active entry (404 when none); also the join page's check. */
export function getActiveQueue(consumerId: string, signal?: AbortSignal): Promise<ConsumerQueueEntry> {
  return apiFetch<ConsumerQueueEntry>('/queue', { query: { consumerId }, signal });
}
