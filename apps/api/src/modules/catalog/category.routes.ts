import {
  categorySchema,
  createCategoryBodySchema,
  reorderCategoriesBodySchema,
  updateCategoryBodySchema,
} from '@suavez/shared/contracts/catalog.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
      const category = await createCategory({
        db: app.ctx.database.db,
        merchantId: request.merchant.merchantId,
        ...request.body,
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
      updateCategory({
        db: app.ctx.database.db,
        merchantId: request.merchant.merchantId,
        ...request.body,
        now: app.ctx.clock.now(),
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
      await reorderCategories({
        db: app.ctx.database.db,
        merchantId: request.merchant.merchantId,
        ...request.body,
        now: app.ctx.clock.now(),
      });
      return reply.code(204).send(null);
    },
  );
}
