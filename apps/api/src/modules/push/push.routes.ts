import {
  deletePushSubscriptionBodySchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
} from '@suavez/shared/contracts/push.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { perIpLimit } from '#api/modules/rate-limit/address-limits';
import { deletePushSubscription, savePushSubscription } from './push-subscription.service';

/** The 429 of the per-consumer limit on subscribing and unsubscribing. */
export const PUSH_RATE_LIMITED_MESSAGE =
  'Muitas alterações nas notificações deste aparelho. Aguarde alguns minutos e tente novamente.';

/**
 * Web Push (docs/notifications.md#web-push): `GET /push/key` (anyone: the key is public), and the session's
 * consumer keeping (`PUT`) or forgetting (`DELETE`) a browser's subscription. Changes are limited per consumer
 * in the shared counters and per address only against floods (a restaurant's Wi-Fi is one address).
 */
export function registerPushRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limits = ctx.config.rateLimits;
  const policy = { isProduction: ctx.config.isProduction, endpointHosts: ctx.config.push.endpointHosts };
  // After the guard: the consumer is the session's.
  const perConsumer = async (request: FastifyRequest) => {
    await ctx.limits.consume([
      {
        scope: 'push-consumer',
        subject: request.consumerId,
        limit: limits.pushPerConsumer,
        message: PUSH_RATE_LIMITED_MESSAGE,
      },
    ]);
  };

  api.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary:
          'Chave pública VAPID do servidor (applicationServerKey), base64url do ponto P-256 de 65 bytes',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: ctx.config.push.vapid.publicKey };
    },
  );

  api.put(
    '/push/subscription',
    {
      config: { consumer: {}, ...perIpLimit(limits.pushPerIp) },
      preHandler: perConsumer,
      schema: {
        tags: ['push'],
        summary:
          'Guardar a inscrição de notificações deste navegador (PushSubscription.toJSON()) para o cliente',
        body: pushSubscriptionBodySchema,
        response: { 204: z.null().describe('Inscrição guardada'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await savePushSubscription({
        db: ctx.database.db,
        clock: ctx.clock,
        policy,
        consumerId: request.consumerId,
        subscription: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/push/subscription',
    {
      config: { consumer: {}, ...perIpLimit(limits.pushPerIp) },
      preHandler: perConsumer,
      schema: {
        tags: ['push'],
        summary: 'Esquecer a inscrição deste navegador (só a do próprio cliente)',
        body: deletePushSubscriptionBodySchema,
        response: { 204: z.null().describe('Inscrição esquecida'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await deletePushSubscription({
        db: ctx.database.db,
        consumerId: request.consumerId,
        endpoint: request.body.endpoint,
      });
      return reply.status(204).send(null);
    },
  );
}
