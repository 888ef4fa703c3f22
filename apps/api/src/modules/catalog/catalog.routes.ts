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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import { createCatalog, getCatalogTree, listCatalogs, updateCatalog } from './catalog.service';
import { catalogErrorResponses, toCategoryWithItemsAnswer } from './catalog-answers';

/** The merchant's catalog calls: list, create, rename or (de)activate, and the whole tree for editing. */
export function registerCatalogRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  // Another merchant's id answers 406 on the catalog calls, as the specification's client expects.
  const ownQuery = {
    merchant: { allow: 'settings', merchantIdIn: 'query.merchantId', otherMerchant: 'CATALOG_FORBIDDEN' },
  } as const;

  api.get(
    '/catalog/list',
    {
      config: ownQuery,
      schema: {
        tags: ['catalog'],
        summary: 'Listar os catálogos do estabelecimento',
        security,
        querystring: listCatalogsQuerySchema,
        response: { 200: listCatalogsResponseSchema, ...catalogErrorResponses },
      },
    },
    async (request) => listCatalogs({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.post(
    '/catalog',
    {
      config: {
        merchant: { allow: 'settings', merchantIdIn: 'body.merchantId', otherMerchant: 'CATALOG_FORBIDDEN' },
      },
      schema: {
        tags: ['catalog'],
        summary: 'Criar um catálogo (ativo desativa os demais)',
        security,
        body: createCatalogBodySchema,
        response: { 201: catalogSummarySchema, ...catalogErrorResponses, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const catalog = await audited({
        ...auditOf(request),
        run: (tx) =>
          createCatalog({
            db: tx,
            merchantId: request.merchant.merchantId,
            name: request.body.name,
            active: request.body.active,
            now: app.ctx.clock.now(),
          }),
        describe: (made) => ({
          action: 'menu.catalog_create',
          targetKind: 'catalog',
          targetId: made.id,
          detail: { name: made.name, active: made.active },
        }),
      });
      return reply.code(201).send(catalog);
    },
  );

  api.patch(
    '/catalog',
    {
      config: ownQuery,
      schema: {
        tags: ['catalog'],
        summary: 'Renomear, ativar ou desativar um catálogo (ativar desativa os demais)',
        security,
        querystring: updateCatalogQuerySchema,
        body: updateCatalogBodySchema,
        response: { 200: catalogSummarySchema, ...catalogErrorResponses, ...errorResponses(409) },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          updateCatalog({
            db: tx,
            merchantId: request.merchant.merchantId,
            id: request.body.id,
            name: request.body.name,
            active: request.body.active,
            now: app.ctx.clock.now(),
          }),
        describe: (catalog) => ({
          action: 'menu.catalog_update',
          targetKind: 'catalog',
          targetId: catalog.id,
          detail: { name: catalog.name, active: catalog.active },
        }),
      }),
  );

  api.get(
    '/catalog/merchant/all',
    {
      config: ownQuery,
      schema: {
        tags: ['catalog'],
        summary: 'Catálogo com todas as categorias e itens, para edição',
        security,
        querystring: getCatalogQuerySchema,
        response: { 200: catalogDetailSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const tree = await getCatalogTree({
        db: app.ctx.database.db,
        merchantId: request.merchant.merchantId,
        id: request.query.id,
      });
      return { ...tree, categories: tree.categories.map(toCategoryWithItemsAnswer) };
    },
  );
}
