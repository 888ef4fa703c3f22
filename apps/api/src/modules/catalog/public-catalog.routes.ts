import {
  activeCatalogSchema,
  publicCatalogQuerySchema,
  publicMenuResponseSchema,
} from '@suavez/shared/contracts/catalog.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { acceptedLanguage } from '#api/lib/request-language';
import { toPublicCategoryAnswer } from './catalog-answers';
import { getActiveCatalog, getPublicMenu } from './public-catalog.service';

/** `GET /catalog?merchantId` and `GET /catalog/full?merchantId`: the public menu, no login. */
export function registerPublicCatalogRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/catalog',
    {
      schema: {
        tags: ['public'],
        summary: 'Catálogo ativo do estabelecimento (404 quando não há)',
        querystring: publicCatalogQuerySchema,
        response: { 200: activeCatalogSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getActiveCatalog({ db: app.ctx.database.db, merchantId: request.query.merchantId }),
  );

  api.get(
    '/catalog/full',
    {
      schema: {
        tags: ['public'],
        summary: 'Cardápio público: categorias ativas com seus itens ativos, na ordem do estabelecimento',
        querystring: publicCatalogQuerySchema,
        response: { 200: publicMenuResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const menu = await getPublicMenu({ db: app.ctx.database.db, merchantId: request.query.merchantId });
      // The names in the diner's language: `?lang=` (the web app names the page's), else Accept-Language.
      const language = request.query.lang ?? acceptedLanguage(request);
      void reply.header('vary', 'Accept-Language');
      return menu.map((category) => toPublicCategoryAnswer(category, language));
    },
  );
}
