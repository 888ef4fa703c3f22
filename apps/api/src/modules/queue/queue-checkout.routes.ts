import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import {
  queueIdQuerySchema,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMerchant } from '../../plugins/auth.plugin';
import { checkoutQueueEntry } from './queue-checkout.service';

/** `POST /queue/checkout?queueId`: the merchant checks a seated table out once its orders are closed. */
export function registerQueueCheckoutRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/queue/checkout',
    {
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'Checkout da mesa: todos os pedidos precisam estar fechados',
        querystring: queueIdQuerySchema,
        response: {
          200: queueTransitionResultSchema,
          ...Object.fromEntries([400, 401, 403, 409].map((status) => [status, errorBodySchema])),
        },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      const entry = await checkoutQueueEntry({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: principal.merchantId,
        queueId: request.query.queueId,
      });
      return { id: entry.id, status: entry.status, lastStatusAt: entry.lastStatusAt.toISOString() };
    },
  );
}
