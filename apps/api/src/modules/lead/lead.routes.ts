import { contactHeadersSchema, contactRequestSchema } from '@suavez/shared/contracts/contact.contract';
import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { submitContact } from './submit-contact.service';

/**
 * Per address: a visitor sends the form once or twice; a script sending more is cut off. The same
 * number is also refused for 10 minutes by the service (rules.md section 1: per IP and per phone).
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** `POST /contact`: the landing page's contact form; answers 204 and echoes nothing back. */
export function registerLeadRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Deixar um contato na página inicial (header x-qrbc: veio pelo link da promoção)',
        headers: contactHeadersSchema,
        body: contactRequestSchema,
        response: {
          204: z.null().describe('Contato recebido'),
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await submitContact({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        name: request.body.name,
        number: request.body.number,
        isPromo: request.headers['x-qrbc'] === 'true',
      });
      return reply.status(204).send(null);
    },
  );
}
