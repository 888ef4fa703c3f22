import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/lib/app-error';
import { errorResponses } from '#api/lib/error-responses';
import { confirmPaidCharges } from './confirm-paid-charges.service';
import { createHmacPixProvider } from './pix-provider';

/** What the webhook answers: how many payments confirmed a charge now (a replay: 0). */
const webhookAnswerSchema = z.object({ received: z.number().int().nonnegative() });

/**
 * `POST /pix/webhook`: the Pix provider's paid-charge notification (docs/pix.md#webhook). Only with
 * PIX_WEBHOOK_SECRET set (404 otherwise); a body whose signature does not match answers 401. The body is
 * read raw in this route's own scope: the signature covers its bytes, not a re-serialization.
 */
export function registerPixWebhookRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const secret = app.ctx.config.pixWebhookSecret;
    const provider = secret ? createHmacPixProvider(secret) : undefined;
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/pix/webhook',
      {
        schema: {
          tags: ['order'],
          summary:
            'Notificação de Pix recebido do provedor (corpo da API Pix do Banco Central, assinado com ' +
            'HMAC-SHA256 em x-pix-signature); 404 sem PIX_WEBHOOK_SECRET',
          response: { 200: webhookAnswerSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        if (!provider) throw new AppError('NOT_FOUND');
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const reading = provider.readPaidNotification({ headers: request.headers, rawBody });
        if (!reading.ok) throw new AppError('UNAUTHENTICATED', 'Assinatura inválida.');
        const received = await confirmPaidCharges({
          db: app.ctx.database.db,
          clock: app.ctx.clock,
          payments: reading.payments,
          log: request.log,
        });
        return { received };
      },
    );
  });
}
