import { queuePreviewQuerySchema, queuePreviewSchema } from '@suavez/shared/contracts/queue-preview.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getQueuePreview } from './queue-preview.service';

/**
 * `GET /queue/preview?merchantId&slot`: public, no personal data; the join page polls it
 * (docs/wait-estimates.md#preview). A read: not rate limited per address.
 */
export function registerQueuePreviewRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queue/preview',
    {
      schema: {
        tags: ['queue'],
        summary: 'Quantos grupos esperam na fila e a espera estimada de quem entrar agora (público)',
        querystring: queuePreviewQuerySchema,
        response: { 200: queuePreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      getQueuePreview({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: request.query.merchantId,
        slot: request.query.slot,
      }),
  );
}
