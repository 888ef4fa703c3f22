import { hallQuerySchema, hallResponseSchema } from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { listHall } from './list-hall.service';

/** `GET /queue/hall?merchantId`: the merchant's hall (seated tables), polled every 15 s; not rate limited. */
export function registerHallRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queue/hall',
    {
      config: { merchant: { allow: 'hall', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'Mesas em check-in com itens pendentes e pedidos de cancelamento',
        querystring: hallQuerySchema,
        response: { 200: hallResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listHall({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );
}
