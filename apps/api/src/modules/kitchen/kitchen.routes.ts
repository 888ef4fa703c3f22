import {
  kitchenQuerySchema,
  kitchenResponseSchema,
  kitchenSettingsSchema,
  startKitchenUnitQuerySchema,
} from '@suavez/shared/contracts/kitchen.contract';
import { orderItemSchema } from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getKitchenSettings } from './get-kitchen-settings.service';
import { listKitchen } from './list-kitchen.service';
import { startKitchenUnit } from './start-kitchen-unit.service';

/**
 * `GET /kitchen?merchantId`: the kitchen display's read (docs/kitchen.md), polled and refreshed by the
 * merchant's live stream (each accept, start and delivery is an 'order' event); not rate limited. `PATCH
 * /kitchen/start`: 'Começar', the unit's step from 'A preparar' to 'Em preparo' (docs/kitchen.md#started).
 */
export function registerKitchenRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/kitchen',
    {
      config: { merchant: { allow: 'kitchen', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['kitchen'],
        security: [{ bearer: [] }],
        summary: 'Cozinha: itens aceitos a preparar, por mesa, do mais antigo ao mais novo',
        querystring: kitchenQuerySchema,
        response: { 200: kitchenResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listKitchen({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.get(
    '/kitchen/settings',
    {
      // Whoever sees the kitchen reads what it does by itself; only the owner changes it (toggle/automation).
      config: { merchant: { allow: 'kitchen', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['kitchen'],
        security: [{ bearer: [] }],
        summary: 'Cozinha: se a tela imprime cada pedido ao chegar',
        querystring: kitchenQuerySchema,
        response: { 200: kitchenSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      getKitchenSettings({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.patch(
    '/kitchen/start',
    {
      // Who may mark a unit ready may start it: the kitchen, the waiter, the owner.
      config: { merchant: { allow: 'kitchen', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['kitchen'],
        security: [{ bearer: [] }],
        summary: 'Cozinha: começa a preparar uma unidade (de "A preparar" para "Em preparo")',
        querystring: startKitchenUnitQuerySchema,
        response: { 200: orderItemSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      startKitchenUnit({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: request.merchant.merchantId,
        orderItemId: request.query.orderItemId,
        actor: request.merchant,
      }),
  );
}
