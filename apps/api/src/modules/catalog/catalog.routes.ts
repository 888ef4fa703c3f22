import {
  catalogDetailSchema,
  catalogSummarySchema,
  createCatalogBodySchema,
  getCatalogQuerySchema,
  listCatalogsQuerySchema,
  listCatalogsResponseSchema,
  updateCatalogBodySchema,
  updateCatalogQuerySchema,
} from '@suavez/shared/contracts/catalog.contract';
import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertOwnMerchant, requireMerchant } from '../../plugins/auth.plugin';
import { createCatalog, getCatalogTree, listCatalogs, updateCatalog } from './catalog.service';
import { catalogErrorResponses, toCategoryWithItemsAnswer } from './catalog-answers';
import { registerCategoryRoutes } from './category.routes';
import { registerItemRoutes } from './item.routes';
import { registerPublicCatalogRoutes } from './public-catalog.routes';

/** Every menu call: catalogs, categories, items (merchant) and the public menu reads. */
export function registerCatalogRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/catalog/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Listar os catálogos do estabelecimento',
        security,
        querystring: listCatalogsQuerySchema,
        response: { 200: listCatalogsResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.merchantId, 'CATALOG_FORBIDDEN');
      return listCatalogs({ db: app.ctx.database.db, merchantId: principal.merchantId });
    },
  );

  api.post(
    '/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Criar um catálogo (ativo desativa os demais)',
        security,
        body: createCatalogBodySchema,
        response: { 201: catalogSummarySchema, ...catalogErrorResponses, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.body.merchantId, 'CATALOG_FORBIDDEN');
      const catalog = await createCatalog({
        db: app.ctx.database.db,
        merchantId: principal.merchantId,
        name: request.body.name,
        active: request.body.active,
        now: app.ctx.clock.now(),
      });
      return reply.code(201).send(catalog);
    },
  );

  api.patch(
    '/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Renomear, ativar ou desativar um catálogo (ativar desativa os demais)',
        security,
        querystring: updateCatalogQuerySchema,
        body: updateCatalogBodySchema,
        response: { 200: catalogSummarySchema, ...catalogErrorResponses, 409: errorBodySchema },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.merchantId, 'CATALOG_FORBIDDEN');
      return updateCatalog({
        db: app.ctx.database.db,
        merchantId: principal.merchantId,
        id: request.body.id,
        name: request.body.name,
        active: request.body.active,
        now: app.ctx.clock.now(),
      });
    },
  );

  api.get(
    '/catalog/merchant/all',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Catálogo com todas as categorias e itens, para edição',
        security,
        querystring: getCatalogQuerySchema,
        response: { 200: catalogDetailSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.merchantId, 'CATALOG_FORBIDDEN');
      const tree = await getCatalogTree({
        db: app.ctx.database.db,
        merchantId: principal.merchantId,
        id: request.query.id,
      });
      return { ...tree, categories: tree.categories.map(toCategoryWithItemsAnswer) };
    },
  );

  registerCategoryRoutes(app);
  registerItemRoutes(app);
  registerPublicCatalogRoutes(app);
}
