import {
  type ExtendQueueDeadlineResult,
  extendQueueDeadlineResultSchema,
} from '@suavez/shared/contracts/queue-extend.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /queue/extend?queueId`: '+5 min' for a called consumer (docs/notifications.md#more-time). */
export function extendQueueDeadline(queueId: string): Promise<ExtendQueueDeadlineResult> {
  return apiFetch('/queue/extend', {
    method: 'POST',
    query: { queueId },
    schema: extendQueueDeadlineResultSchema,
  });
}
