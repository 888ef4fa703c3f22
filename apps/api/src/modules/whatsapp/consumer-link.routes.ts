import { consumerResponseSchema } from '@suavez/shared/contracts/consumer.contract';
import { consumerLinkBodySchema } from '@suavez/shared/contracts/consumer-link.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { perIpLimit } from '#api/modules/rate-limit/address-limits';
import { setConsumerSession } from '#api/plugins/consumer-session';
import { redeemSignInLink } from './consumer-link.service';

/**
 * `POST /consumer/link {token}` (docs/whatsapp.md#one-time-link): the one-time link of the WhatsApp join
 * hands this browser the consumer's session, as `POST /consumer` does. The token is the credential; limited
 * per address like `POST /consumer`.
 */
export function registerConsumerLinkRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post(
    '/consumer/link',
    {
      config: perIpLimit(ctx.config.rateLimits.consumerPerIp),
      schema: {
        tags: ['consumer'],
        summary: 'Abrir a sessão do cliente com o link de uso único enviado pelo WhatsApp',
        body: consumerLinkBodySchema,
        response: { 200: consumerResponseSchema, ...errorResponses(400, 410, 429) },
      },
    },
    async (request, reply) => {
      const consumer = await redeemSignInLink({
        db: ctx.database.db,
        clock: ctx.clock,
        token: request.body.token,
      });
      setConsumerSession(reply, consumer.id);
      return consumer;
    },
  );
}
