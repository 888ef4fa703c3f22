import {
  createItemBodySchema,
  deleteItemParamsSchema,
  itemSchema,
  itemSoldOutQuerySchema,
  type OptionGroupInput,
  reorderItemsBodySchema,
  updateItemBodySchema,
} from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audited, auditOf } from '#api/modules/audit/audit';
import { catalogErrorResponses, toItemAnswer } from './catalog-answers';
import { createItem, deleteItem, reorderItems, setSoldOut, updateItem } from './item.service';
import type { OptionGroupValues } from './item-option-groups';

/** Option groups as the editor sent them (validated), with prices in centavos. */
function toOptionGroupValues(groups: readonly OptionGroupInput[]): OptionGroupValues[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    translations: group.translations,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      translations: option.translations,
      priceCents: reaisToCents(option.price),
    })),
  }));
}

/** `POST /item`, `PATCH /item`, `PATCH /item/soldout`, `PATCH /item/order` and `DELETE /item/{id}`. */
export function registerItemRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  // Rows of another merchant answer 406 from the services (catalog-access.ts).
  const config = { merchant: { allow: 'settings' } } as const;

  api.post(
    '/item',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Adicionar um item ao fim de uma categoria (preço em reais)',
        security,
        body: createItemBodySchema,
        response: { 201: itemSchema, ...catalogErrorResponses },
      },
    },
    async (request, reply) => {
      const { price, optionGroups, translations, ...fields } = request.body;
      const item = await audited({
        ...auditOf(request),
        run: (tx) =>
          createItem({
            db: tx,
            merchantId: request.merchant.merchantId,
            ...fields,
            translations: translations ?? {},
            priceCents: reaisToCents(price),
            optionGroups: toOptionGroupValues(optionGroups),
          }),
        describe: (made) => ({
          action: 'menu.item_create',
          targetKind: 'item',
          targetId: made.id,
          detail: { item: made.name, priceCents: made.priceCents },
        }),
      });
      return reply.code(201).send(toItemAnswer(item));
    },
  );

  api.patch(
    '/item',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Alterar um item; campos ausentes ficam como estão (preço em reais)',
        security,
        body: updateItemBodySchema,
        response: { 200: itemSchema, ...catalogErrorResponses },
      },
    },
    async (request) => {
      const { price, optionGroups, ...fields } = request.body;
      const item = await audited({
        ...auditOf(request),
        run: (tx) =>
          updateItem({
            db: tx,
            merchantId: request.merchant.merchantId,
            ...fields,
            priceCents: price === undefined ? undefined : reaisToCents(price),
            optionGroups: optionGroups === undefined ? undefined : toOptionGroupValues(optionGroups),
            now: app.ctx.clock.now(),
          }),
        describe: (updated) => ({
          action: 'menu.item_update',
          targetKind: 'item',
          targetId: updated.id,
          detail: { item: updated.name, priceCents: updated.priceCents, active: updated.active },
        }),
      });
      return toItemAnswer(item);
    },
  );

  api.patch(
    '/item/soldout',
    {
      // The hall marks an item sold out ('Esgotados'), not only the owner.
      config: { merchant: { allow: 'hall' } },
      schema: {
        tags: ['catalog'],
        summary:
          "Marcar um item como esgotado ('Esgotado') ou disponível de novo; os cardápios abertos nas mesas são avisados ao vivo",
        security,
        querystring: itemSoldOutQuerySchema,
        response: { 200: itemSchema, ...catalogErrorResponses },
      },
    },
    async (request) =>
      toItemAnswer(
        await audited({
          ...auditOf(request),
          run: (tx) =>
            setSoldOut({
              db: tx,
              merchantId: request.merchant.merchantId,
              id: request.query.id,
              soldOut: request.query.soldOut,
              now: app.ctx.clock.now(),
            }),
          describe: (item) => ({
            action: 'item.soldout',
            targetKind: 'item',
            targetId: item.id,
            after: item.soldOut ? 'SOLD_OUT' : 'AVAILABLE',
            detail: { item: item.name },
          }),
        }),
      ),
  );

  api.patch(
    '/item/order',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Reordenar os itens de uma categoria (todos, na nova ordem)',
        security,
        body: reorderItemsBodySchema,
        response: { 204: z.null().describe('Ordem salva'), ...catalogErrorResponses },
      },
    },
    async (request, reply) => {
      // One row for the list: a reorder changes no one item's status.
      await audited({
        ...auditOf(request),
        run: (tx) =>
          reorderItems({
            db: tx,
            merchantId: request.merchant.merchantId,
            ...request.body,
            now: app.ctx.clock.now(),
          }),
        describe: () => ({
          action: 'menu.item_order',
          targetKind: 'category',
          targetId: request.body.categoryId,
          detail: { count: request.body.itemIds.length },
        }),
      });
      return reply.code(204).send(null);
    },
  );

  api.delete(
    '/item/:id',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'Excluir um item (itens já pedidos ficam ocultos, as contas mantêm suas cópias)',
        security,
        params: deleteItemParamsSchema,
        response: { 204: z.null().describe('Item excluído'), ...catalogErrorResponses },
      },
    },
    async (request, reply) => {
      await audited({
        ...auditOf(request),
        run: (tx) =>
          deleteItem({
            db: tx,
            merchantId: request.merchant.merchantId,
            id: request.params.id,
            now: app.ctx.clock.now(),
          }),
        describe: (deleted) => ({
          action: 'menu.item_delete',
          targetKind: 'item',
          targetId: request.params.id,
          detail: { item: deleted.name, hidden: deleted.isSoftDeleted },
        }),
      });
      return reply.code(204).send(null);
    },
  );
}
