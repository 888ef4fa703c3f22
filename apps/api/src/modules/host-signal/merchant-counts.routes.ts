import {
  merchantCountsQuerySchema,
  merchantCountsResponseSchema,
} from '@suavez/shared/contracts/merchant-counts.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getMerchantCounts } from './get-merchant-counts.service';

/**
 * `GET /queue/counts?merchantId`: the numbers of the merchant's top bar (docs/screens.md#top-bar), polled
 * every 15 s and read again on live events like the host's signals; not rate limited, like the other polls.
 * Every role sees the bar, so every role may read it: numbers only, no names.
 */
export function registerMerchantCountsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queue/counts',
    {
      config: { merchant: { allow: 'session', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'Números da barra do estabelecimento: na fila agora, mesas no salão, itens na cozinha',
        querystring: merchantCountsQuerySchema,
        response: { 200: merchantCountsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      getMerchantCounts({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );
}
