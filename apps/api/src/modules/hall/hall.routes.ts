import { hallQuerySchema, hallResponseSchema } from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { sendCachedAnswer } from '#api/modules/live/cached-answer';
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
    // Kept per merchant (every role that may read the hall reads the same answer) until a change to its
    // entries, orders, units, staff actions or a seated consumer's name; nothing in it moves with time alone:
    // the screen counts the minutes (docs/architecture.md#answer-cache).
    async (request, reply) => {
      const { merchantId } = request.merchant;
      return sendCachedAnswer(request, reply, `hall:${merchantId}`, async () => {
        const hall = await listHall({ db: app.ctx.database.db, merchantId });
        return {
          answer: hall.tables,
          tags: [
            `merchant:${merchantId}`,
            ...new Set(hall.consumerIds.map((id) => `consumer:${id}` as const)),
          ],
        };
      });
    },
  );
}
