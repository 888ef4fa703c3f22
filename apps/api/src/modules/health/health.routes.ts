import {
  healthResponseSchema,
  notReadyResponseSchema,
  readyResponseSchema,
} from '@suavez/shared/contracts/health.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkReadiness, readLatestMigrationAt } from './readiness.service';

/**
 * `GET /health`: liveness, 200 while the process runs (draining included: restarting a process that is
 * finishing its requests would cut them). `GET /ready`: readiness, 200 only when the database answers, its
 * migrations are applied and the process is not draining; 503 otherwise (docs in README.md#configuration).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const latestMigrationAt = readLatestMigrationAt();
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/health', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  typed.get(
    '/ready',
    { schema: { hide: true, response: { 200: readyResponseSchema, 503: notReadyResponseSchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness({
        db: app.ctx.database.db,
        isDraining: app.ctx.lifecycle.isDraining,
        latestMigrationAt,
      });
      if (readiness.status === 'ready') return readiness;
      return reply.code(503).send(readiness);
    },
  );
}
