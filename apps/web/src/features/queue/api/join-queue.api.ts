import type { ConsumerQueueEntry, JoinQueueBody } from '@suavez/shared/contracts/queue-consumer.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /queue`: the consumer of this session joins a restaurant's queue. */
export function joinQueue(body: JoinQueueBody): Promise<ConsumerQueueEntry> {
  return apiFetch<ConsumerQueueEntry>('/queue', { method: 'POST', body });
}
