import {
  type QueueTransitionResult,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * The merchant's buttons on one entry, one endpoint each, all `POST ?queueId` answering the new status:
 * `/queue/call`, `/queue/accept`, `/queue/checkin` with an optional `table` label, and `/queue/refuse` and
 * `/queue/remove` with `reason`. A check-in at a table a booking holds passes `force` once the host confirms
 * ('Sentar mesmo assim', rules §13 'Held tables').
 */
export type QueueActionPath = 'call' | 'accept' | 'checkin' | 'refuse' | 'remove';

/** `POST /queue/{action}?queueId(&reason)(&table)(&force=true)`. */
export function runQueueAction(
  action: QueueActionPath,
  queueId: string,
  reason?: string,
  table?: string,
  force?: boolean,
): Promise<QueueTransitionResult> {
  return apiFetch(`/queue/${action}`, {
    method: 'POST',
    query: { queueId, reason, table, force: force ? 'true' : undefined },
    schema: queueTransitionResultSchema,
  });
}
