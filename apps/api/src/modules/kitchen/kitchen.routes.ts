import { kitchenQuerySchema, kitchenResponseSchema } from '@suavez/shared/contracts/kitchen.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { listKitchen } from './list-kitchen.service';

/**
 * `GET /kitchen?merchantId`: the kitchen display's read (docs/kitchen.md), polled and refreshed by the
 * merchant's live stream (each accept and delivery is an 'order' event); not rate limited.
 */
export function registerKitchenRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/kitchen',
    {
      config: { merchant: { allow: 'kitchen', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['kitchen'],
        security: [{ bearer: [] }],
        summary: 'Cozinha: itens aceitos a preparar, por mesa, do mais antigo ao mais novo',
        querystring: kitchenQuerySchema,
        response: { 200: kitchenResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listKitchen({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );
}
