import {
  hostSignalsQuerySchema,
  hostSignalsResponseSchema,
} from '@suavez/shared/contracts/host-signals.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { listHostSignals } from './list-host-signals.service';

/**
 * `GET /queue/signals?merchantId`: what the merchant's open screens signal
 * (docs/notifications.md#host-signals), polled every 15 s and read again on each live event; not rate
 * limited, like the other polls.
 */
export function registerHostSignalRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queue/signals',
    {
      config: { merchant: { allow: 'floor', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'O que espera pelo estabelecimento: clientes na fila, contas e cancelamentos pedidos',
        querystring: hostSignalsQuerySchema,
        response: { 200: hostSignalsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listHostSignals({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );
}
