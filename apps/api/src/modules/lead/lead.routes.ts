import { contactHeadersSchema, contactRequestSchema } from '@suavez/shared/contracts/contact.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { perIpCeiling, perIpLimit } from '#api/modules/rate-limit/address-limits';
import { submitContact } from './submit-contact.service';

/**
 * `POST /contact`: the landing page's contact form; answers 204 and echoes nothing back. The service
 * refuses the same number for 10 minutes through the stored leads (docs/security.md#rate-limits); per address
 * there is a burst limit in memory and a shared daily ceiling, both far above what the visitors behind one
 * carrier's CGNAT address send (docs/security.md, "Rate limits").
 */
export function registerLeadRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: perIpLimit(app.ctx.config.rateLimits.contactPerIp),
      preHandler: perIpCeiling(app.ctx.limits, 'contact-ip', app.ctx.config.rateLimits.contactPerIpCeiling),
      schema: {
        tags: ['contact'],
        summary: 'Deixar um contato na página inicial (header x-qrbc: veio pelo link da promoção)',
        headers: contactHeadersSchema,
        body: contactRequestSchema,
        response: { 204: z.null().describe('Contato recebido'), ...errorResponses(400, 429) },
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
