import {
  type QueueTableResult,
  queueTableResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /queue/table?queueId&table`: renames a seated table's label (docs/queue.md#table-labels). */
export function updateTableLabel(queueId: string, table: string): Promise<QueueTableResult> {
  return apiFetch('/queue/table', {
    method: 'PATCH',
    query: { queueId, table },
    schema: queueTableResultSchema,
  });
}
