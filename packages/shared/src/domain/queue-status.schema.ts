import { z } from 'zod';
import { queueStatuses } from './queue-status';

/** Zod schema of a queue status. */
export const queueStatusSchema = z.enum(queueStatuses);
