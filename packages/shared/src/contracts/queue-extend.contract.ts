import { z } from 'zod';
import { MAX_DEADLINE_EXTENSIONS } from '../domain/queue-deadline-extension';
import { queueStatusSchema } from '../domain/queue-status.schema';

/**
 * `POST /queue/extend?queueId=` ('+5 min', docs/notifications.md#more-time): the query is
 * `queueIdQuerySchema` (queue-checkin.contract.ts). The answer: the entry's deadline, moved 5 minutes, and
 * how many times it was. The status does not change.
 */
export const extendQueueDeadlineResultSchema = z.object({
  id: z.uuid(),
  status: queueStatusSchema,
  deadlineAt: z.iso.datetime({ offset: true }),
  deadlineExtensions: z.number().int().min(1).max(MAX_DEADLINE_EXTENSIONS),
});
export type ExtendQueueDeadlineResult = z.infer<typeof extendQueueDeadlineResultSchema>;
