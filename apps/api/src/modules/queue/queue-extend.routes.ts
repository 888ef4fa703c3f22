import { queueIdQuerySchema } from '@suavez/shared/contracts/queue-checkin.contract';
import { extendQueueDeadlineResultSchema } from '@suavez/shared/contracts/queue-extend.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { extendQueueDeadline } from './extend-queue-deadline.service';

/**
 * `POST /queue/extend?queueId`: '+5 min' on the merchant's own called or on-the-way entry
 * (docs/notifications.md#more-time). 409 with the reason beyond the second time or in another status.
 */
export function registerQueueExtendRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/queue/extend',
    {
      config: { merchant: { allow: 'queue' } },
      schema: {
        tags: ['queue'],
        summary:
          "'+5 min': mais 5 minutos para o cliente chamado responder ou chegar (até duas vezes por cliente)",
        security: [{ bearer: [] }],
        querystring: queueIdQuerySchema,
        response: { 200: extendQueueDeadlineResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const entry = await extendQueueDeadline({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: request.merchant.merchantId,
        queueEntryId: request.query.queueId,
        actor: request.merchant,
      });
      return {
        id: entry.id,
        status: entry.status,
        deadlineAt: entry.deadlineAt.toISOString(),
        deadlineExtensions: entry.deadlineExtensions,
      };
    },
  );
}
