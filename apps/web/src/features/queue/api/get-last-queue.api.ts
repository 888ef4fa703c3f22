import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { apiFetch } from '@/lib/api-client';

/** `GET /queue/last?consumerId`: the consumer's most recent entry, in any status. */
export function getLastQueue(consumerId: string, signal?: AbortSignal): Promise<ConsumerQueueEntry> {
  return apiFetch<ConsumerQueueEntry>('/queue/last', { query: { consumerId }, signal });
}
