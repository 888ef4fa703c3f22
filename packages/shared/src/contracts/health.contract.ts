import { z } from 'zod';

/** `GET /health` (at the root, not under /api): 200 once the database answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
