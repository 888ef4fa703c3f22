import {
  queueIdQuerySchema,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { toTransitionAnswer } from './queue-answers';
import { checkoutQueueEntry } from './queue-checkout.service';

/** `POST /queue/checkout?queueId`: the merchant checks a seated table out once its orders are closed. */
export function registerQueueCheckoutRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/queue/checkout',
    {
      config: { merchant: { allow: 'hall' } },
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'Checkout da mesa: todos os pedidos precisam estar fechados',
        querystring: queueIdQuerySchema,
        response: { 200: queueTransitionResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const entry = await checkoutQueueEntry({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: request.merchant.merchantId,
        queueId: request.query.queueId,
        actor: request.merchant,
      });
      return toTransitionAnswer(entry);
    },
  );
}
