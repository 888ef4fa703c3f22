import type { QueueTransitionResult } from '@suavez/shared/contracts/queue-checkin.contract';
import type { QuitReason } from '@suavez/shared/domain/queue-reasons';
import { apiFetch } from '@/lib/api-client';

/** `POST /queue/quit?queueId&reason`: leave the queue, cancel the request or refuse the call. */
export function quitQueue(queueId: string, reason: QuitReason): Promise<QueueTransitionResult> {
  return apiFetch<QueueTransitionResult>('/queue/quit', { method: 'POST', query: { queueId, reason } });
}
