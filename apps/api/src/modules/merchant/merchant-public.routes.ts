import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import {
  publicMerchantQuerySchema,
  publicMerchantSchema,
  shortLinkQuerySchema,
  shortLinkResponseSchema,
} from '@suavez/shared/contracts/merchant-public.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
        response: { 200: publicMerchantSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      getPublicMerchant({ db: app.ctx.database.db, id: request.query.id, now: app.ctx.clock.now() }),
  );

  api.get(
    '/merchant/short',
    {
      schema: {
        tags: ['public'],
        summary: 'Resolver um link curto /c/{shortId} (sem diferenciar maiúsculas)',
        querystring: shortLinkQuerySchema,
        response: { 200: shortLinkResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => resolveShortLink({ db: app.ctx.database.db, shortId: request.query.shortId }),
  );
}
