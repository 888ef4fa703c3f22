import {
  devEmailQuerySchema,
  devEmailResponseSchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { listDevEmails } from './dev-email.service';

/**
 * `GET /dev/email?to=`: reads back what the outbox provider kept for an address, so a developer (or a browser
 * test) can open the link. Never registered in production, where the path answers 404.
 */
export function registerDevEmailRoutes(app: FastifyInstance): void {
  if (app.ctx.config.isProduction) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/email',
    {
      schema: {
        tags: ['dev'],
        summary: 'Desenvolvimento: e-mails guardados na caixa de saída para um endereço (fora de produção)',
        querystring: devEmailQuerySchema,
        response: { 200: devEmailResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listDevEmails({ db: app.ctx.database.db, to: request.query.to }),
  );
}
