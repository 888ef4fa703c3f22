import {
  type QueueTransitionResult,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * The merchant's buttons on one entry, one endpoint each, all `POST ?queueId` answering the new status:
 * `/queue/call`, `/queue/accept`, `/queue/checkin`, and `/queue/refuse` and `/queue/remove` with `reason`.
 */
export type QueueActionPath = 'call' | 'accept' | 'checkin' | 'refuse' | 'remove';

/** `POST /queue/{action}?queueId(&reason)`. */
export function runQueueAction(
  action: QueueActionPath,
  queueId: string,
  reason?: string,
): Promise<QueueTransitionResult> {
  return apiFetch(`/queue/${action}`, {
    method: 'POST',
    query: { queueId, reason },
    schema: queueTransitionResultSchema,
  });
}
