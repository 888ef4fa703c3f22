import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import { hallQuerySchema, hallResponseSchema } from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertOwnMerchant, requireMerchant } from '../../plugins/auth.plugin';
import { listHall } from './list-hall.service';

/** `GET /queue/hall?merchantId`: the merchant's hall (seated tables), polled every 15 s; not rate limited. */
export function registerHallRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queue/hall',
    {
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'Mesas em check-in com itens pendentes e pedidos de cancelamento',
        querystring: hallQuerySchema,
        response: {
          200: hallResponseSchema,
          ...Object.fromEntries([400, 401, 403].map((status) => [status, errorBodySchema])),
        },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.merchantId);
      return listHall({ db: app.ctx.database.db, merchantId: principal.merchantId });
    },
  );
}
