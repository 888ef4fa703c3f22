import {
  categorySchema,
  createCategoryBodySchema,
  reorderCategoriesBodySchema,
  updateCategoryBodySchema,
} from '@suavez/shared/contracts/catalog.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audited, auditOf } from '#api/modules/audit/audit';
import { catalogErrorResponses } from './catalog-answers';
import { createCategory, reorderCategories, updateCategory } from './category.service';

/** `POST /category`, `PATCH /category` and `PATCH /category/order`. */
export function registerCategoryRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  // Rows of another merchant answer 406 from the services (catalog-access.ts).
  const config = { merchant: { allow: 'settings' } } as const;

  api.post(
    '/category',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Adicionar uma categoria ao fim de um catálogo',
        security,
        body: createCategoryBodySchema,
        response: { 201: categorySchema, ...catalogErrorResponses },
      },
    },
    async (request, reply) => {
      const category = await audited({
        ...auditOf(request),
        run: (tx) => createCategory({ db: tx, merchantId: request.merchant.merchantId, ...request.body }),
        describe: (made) => ({
          action: 'menu.category_create',
          targetKind: 'category',
          targetId: made.id,
          detail: { name: made.name },
        }),
      });
      return reply.code(201).send(category);
    },
  );

  api.patch(
    '/category',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Alterar nome, descrição ou situação de uma categoria',
        security,
        body: updateCategoryBodySchema,
        response: { 200: categorySchema, ...catalogErrorResponses },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          updateCategory({
            db: tx,
            merchantId: request.merchant.merchantId,
            ...request.body,
            now: app.ctx.clock.now(),
          }),
        describe: (category) => ({
          action: 'menu.category_update',
          targetKind: 'category',
          targetId: category.id,
          detail: { name: category.name, active: category.active },
        }),
      }),
  );

  api.patch(
    '/category/order',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Reordenar as categorias de um catálogo (todas, na nova ordem)',
        security,
        body: reorderCategoriesBodySchema,
        response: { 204: z.null().describe('Ordem salva'), ...catalogErrorResponses },
      },
    },
    async (request, reply) => {
      // One row for the list: a reorder changes no one category's status.
      await audited({
        ...auditOf(request),
        run: (tx) =>
          reorderCategories({
            db: tx,
            merchantId: request.merchant.merchantId,
            ...request.body,
            now: app.ctx.clock.now(),
          }),
        describe: () => ({
          action: 'menu.category_order',
          targetKind: 'catalog',
          targetId: request.body.catalogId,
          detail: { count: request.body.categoryIds.length },
        }),
      });
      return reply.code(204).send(null);
    },
  );
}
