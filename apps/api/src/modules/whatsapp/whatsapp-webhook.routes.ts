import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/lib/app-error';
import { errorResponses } from '#api/lib/error-responses';
import { receiveWhatsAppDelivery } from './receive-whatsapp-delivery.service';
import { isWhatsAppVerifyTokenValid } from './whatsapp-delivery';

/** A delivery is a few messages and statuses; Meta's own ceiling is far below this. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The handshake's query: Meta's `hub.*` parameters. */
const handshakeQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * `GET` and `POST /whatsapp/webhook`: the Cloud API's subscription handshake and its deliveries
 * (docs/whatsapp.md#webhook). Open to anyone (Meta calls it), proved by the verify token and by each
 * delivery's signature instead; 404 without the conversation's settings. No per-address limit: Meta's
 * few addresses carry every diner's messages, and a refusal would only make Meta deliver again.
 */
export function registerWhatsAppWebhookRoutes(app: FastifyInstance): void {
  const settings = app.ctx.config.whatsApp?.inbound;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary:
          'Verificação da assinatura do webhook pela Meta (hub.challenge em text/plain); 404 sem WHATSAPP_APP_SECRET',
        querystring: handshakeQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!settings) throw new AppError('NOT_FOUND');
      const query = request.query;
      const challenge = query['hub.challenge'];
      if (
        query['hub.mode'] !== 'subscribe' ||
        !isWhatsAppVerifyTokenValid(query['hub.verify_token'], settings.verifyToken) ||
        !challenge
      ) {
        throw new AppError('FORBIDDEN', 'Token de verificação inválido.');
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );
  // The signature covers the body's bytes, not a re-serialization: read it raw in a scope of its own.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/whatsapp/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['whatsapp'],
          summary:
            'Mensagens e status do WhatsApp Cloud API (assinados com HMAC-SHA256 em X-Hub-Signature-256); ' +
            'guardados para processamento; 404 sem WHATSAPP_APP_SECRET',
          response: {
            200: z.object({ received: z.number().int().nonnegative() }),
            ...errorResponses(401, 404),
          },
        },
      },
      async (request) => {
        if (!settings) throw new AppError('NOT_FOUND');
        const receipt = await receiveWhatsAppDelivery({
          db: app.ctx.database.db,
          settings,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: request.headers['x-hub-signature-256'],
          log: request.log,
          now: app.ctx.clock.now(),
        });
        if (!receipt.isSigned) throw new AppError('UNAUTHENTICATED', 'Assinatura inválida.');
        return { received: receipt.kept };
      },
    );
  });
}
