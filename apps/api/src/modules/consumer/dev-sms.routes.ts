import { devSmsQuerySchema, devSmsResponseSchema } from '@suavez/shared/contracts/consumer.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { listDevSms } from './dev-sms.service';

/**
 * `GET /dev/sms?phone=`: reads back what the outbox provider kept for a phone, so a developer (or a
 * browser test) can type the code. Never registered in production, where the path answers 404.
 */
export function registerDevSmsRoutes(app: FastifyInstance): void {
  if (app.ctx.config.isProduction) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/sms',
    {
      schema: {
        tags: ['dev'],
        summary: 'Desenvolvimento: SMS guardados na caixa de saída para um celular (fora de produção)',
        querystring: devSmsQuerySchema,
        response: { 200: devSmsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listDevSms({ db: app.ctx.database.db, phone: request.query.phone }),
  );
}
