import {
  publicMerchantQuerySchema,
  publicMerchantSchema,
  shortLinkQuerySchema,
  shortLinkResponseSchema,
} from '@suavez/shared/contracts/merchant-public.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getPublicMerchant, resolveShortLink } from './merchant-public.service';

/** `GET /merchant?id&public=true` and `GET /merchant/short?shortId`: public reads, no login. */
export function registerMerchantPublicRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/merchant',
    {
      schema: {
        tags: ['public'],
        summary: 'Perfil público do estabelecimento, com o estado aberto/fechado e os horários',
        querystring: publicMerchantQuerySchema,
        response: { 200: publicMerchantSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      getPublicMerchant({
        db: app.ctx.database.db,
        id: request.query.id,
        now: app.ctx.clock.now(),
        whatsAppAvailable: app.ctx.config.whatsApp !== undefined,
        whatsAppNumber: app.ctx.config.whatsApp?.inbound?.number,
      }),
  );

  api.get(
    '/merchant/short',
    {
      schema: {
        tags: ['public'],
        summary: 'Resolver um link curto /c/{shortId} (sem diferenciar maiúsculas)',
        querystring: shortLinkQuerySchema,
        response: { 200: shortLinkResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => resolveShortLink({ db: app.ctx.database.db, shortId: request.query.shortId }),
  );
}
