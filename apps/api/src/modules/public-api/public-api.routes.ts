import {
  merchantBookingListSchema,
  merchantBookingsQuerySchema,
} from '@suavez/shared/contracts/bookings.contract';
import { itemSchema, publicMenuResponseSchema } from '@suavez/shared/contracts/catalog.contract';
import {
  v1ItemParamsSchema,
  v1OrdersQuerySchema,
  v1OrdersSchema,
  v1QueueSchema,
  v1SoldOutBodySchema,
} from '@suavez/shared/contracts/public-api.contract';
import {
  addWalkInBodySchema,
  addWalkInResponseSchema,
} from '@suavez/shared/contracts/queue-merchant.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#api/lib/app-error';
import { errorResponses } from '#api/lib/error-responses';
import { apiKeyAuditActor } from '#api/modules/api-keys/authenticate-api-key.service';
import { recordAudit } from '#api/modules/audit/audit';
import { listMerchantBookings } from '#api/modules/bookings/merchant-bookings.service';
import { toItemAnswer, toPublicCategoryAnswer } from '#api/modules/catalog/catalog-answers';
import { setSoldOut } from '#api/modules/catalog/item.service';
import { getPublicMenu } from '#api/modules/catalog/public-catalog.service';
import { listChangedOrders } from '#api/modules/order/list-changed-orders.service';
import { addWalkIn } from '#api/modules/queue/add-walk-in.service';
import { listCurrentQueue } from '#api/modules/queue/list-current-queue.service';
import { toV1Order, toV1QueueEntry } from './public-api-answers';
import { apiKeyOf, registerApiKeySlot, requireApiKey } from './public-api-guard';

/** The tag every v1 operation carries: the v1 document (`/v1/openapi.json`) is the operations with it. */
export const PUBLIC_API_TAG = 'public-api-v1';

/**
 * The public API v1 (docs/integrations.md#public-api-v1, rules §15): a restaurant's own tools, with an API
 * key (`Authorization: Bearer sv_…`) and its scopes. Each route calls the service the app's own route calls,
 * so a rule (who may join, what sold out means) lives once. Errors are `{message}` in pt-BR.
 */
export function registerPublicApiRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ apiKey: [] }];
  const tags = [PUBLIC_API_TAG];
  const refusals = errorResponses(401, 403, 429);
  registerApiKeySlot(app);

  api.get(
    '/v1/queue',
    {
      preHandler: requireApiKey('queue:read'),
      schema: {
        tags,
        summary:
          'A fila: quem espera mesa (IN_QUEUE, WAITING_CONFIRMATION, CALLED), do mais antigo ao mais novo',
        security,
        response: { 200: v1QueueSchema, ...refusals },
      },
    },
    async (request) => {
      const queue = await listCurrentQueue({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: apiKeyOf(request).merchantId,
        statuses: undefined,
        slots: undefined,
      });
      return queue.entries.map(toV1QueueEntry);
    },
  );

  api.post(
    '/v1/queue',
    {
      preHandler: requireApiKey('queue:write'),
      schema: {
        tags,
        summary:
          'Pôr na fila quem chegou (IN_QUEUE), pelas regras da recepção: um telefone só uma vez na fila',
        security,
        body: addWalkInBodySchema,
        response: { 201: addWalkInResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const entry = await addWalkIn({
        db: ctx.database.db,
        clock: ctx.clock,
        actor: apiKeyAuditActor(apiKeyOf(request)),
        ...request.body,
      });
      return reply.status(201).send({ id: entry.id, status: entry.status });
    },
  );

  api.get(
    '/v1/orders',
    {
      preHandler: requireApiKey('orders:read'),
      schema: {
        tags,
        summary:
          'Pedidos que mudaram desde um instante (até 500, da mudança mais antiga à mais nova; continue do último updatedAt)',
        security,
        querystring: v1OrdersQuerySchema,
        response: { 200: v1OrdersSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const orders = await listChangedOrders({
        db: ctx.database.db,
        merchantId: apiKeyOf(request).merchantId,
        since: new Date(request.query.since),
      });
      return orders.map(toV1Order);
    },
  );

  api.get(
    '/v1/menu',
    {
      preHandler: requireApiKey('menu:read'),
      schema: {
        tags,
        summary:
          'O cardápio ativo: categorias ativas com seus itens (esgotados marcados); [] sem cardápio ativo',
        security,
        response: { 200: publicMenuResponseSchema, ...refusals },
      },
    },
    async (request) => {
      try {
        const menu = await getPublicMenu({ db: ctx.database.db, merchantId: apiKeyOf(request).merchantId });
        // The house's names: a POS and a kitchen printer print what the restaurant wrote (rules.md §15).
        return menu.map((category) => toPublicCategoryAnswer(category, 'pt-BR'));
      } catch (error) {
        // No active menu is an empty one to a tool that syncs it, not a missing resource.
        if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
        throw error;
      }
    },
  );

  api.patch(
    '/v1/menu/items/:id',
    {
      preHandler: requireApiKey('menu:write'),
      schema: {
        tags,
        summary: "Marcar um item como esgotado ('Esgotado') ou disponível de novo",
        security,
        params: v1ItemParamsSchema,
        body: v1SoldOutBodySchema,
        response: { 200: itemSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const principal = apiKeyOf(request);
      const now = ctx.clock.now();
      try {
        const item = await ctx.database.db.transaction(async (tx) => {
          const updated = await setSoldOut({
            db: tx,
            merchantId: principal.merchantId,
            id: request.params.id,
            soldOut: request.body.soldOut,
            now,
          });
          await recordAudit(tx, apiKeyAuditActor(principal), now, {
            action: 'item.soldout',
            targetKind: 'item',
            targetId: updated.id,
            after: updated.soldOut ? 'SOLD_OUT' : 'AVAILABLE',
            detail: { item: updated.name },
          });
          return updated;
        });
        return toItemAnswer(item);
      } catch (error) {
        // The app's menu calls answer 406 for another restaurant's row (its client expects it); v1 says 403.
        if (error instanceof AppError && error.code === 'CATALOG_FORBIDDEN') throw new AppError('FORBIDDEN');
        throw error;
      }
    },
  );

  api.get(
    '/v1/bookings',
    {
      preHandler: requireApiKey('bookings:read'),
      schema: {
        tags,
        summary: 'As reservas de um dia (AAAA-MM-DD, no fuso do restaurante), por horário',
        security,
        querystring: merchantBookingsQuerySchema,
        response: { 200: merchantBookingListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      listMerchantBookings({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: apiKeyOf(request).merchantId,
        date: request.query.date,
      }),
  );
}
