import { z } from 'zod';

/** `GET /health` (at the root, not under /api): 200 while the process runs (liveness). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /ready` 200: this process may get traffic. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** `GET /ready` 503: why not (pt-BR message for the operator). */
export const notReadyResponseSchema = z.object({
  status: z.enum(['draining', 'database_unreachable', 'migrations_pending']),
  message: z.string(),
});

/** What the readiness check finds. */
export type ReadyResponse = z.infer<typeof readyResponseSchema> | z.infer<typeof notReadyResponseSchema>;
