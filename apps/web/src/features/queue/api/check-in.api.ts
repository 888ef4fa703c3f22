import type { QueueTransitionResult } from '@suavez/shared/contracts/queue-checkin.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /queue/checkin?queueId`: the consumer's 'Cheguei'. */
export function checkIn(queueId: string): Promise<QueueTransitionResult> {
  return apiFetch<QueueTransitionResult>('/queue/checkin', { method: 'POST', query: { queueId } });
}
