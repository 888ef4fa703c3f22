import { z } from 'zod';
import { queueStatusSchema } from '../domain/queue-status.schema';

/** `?queueId=` of the queue action calls (call, accept, refuse, remove, checkin, answer, quit, checkout). */
export const queueIdQuerySchema = z.object({ queueId: z.uuid('Fila inválida.') });

/** What a queue action answers: the entry's new status. */
export const queueTransitionResultSchema = z.object({
  id: z.uuid(),
  status: queueStatusSchema,
  lastStatusAt: z.iso.datetime({ offset: true }),
});
export type QueueTransitionResult = z.infer<typeof queueTransitionResultSchema>;
