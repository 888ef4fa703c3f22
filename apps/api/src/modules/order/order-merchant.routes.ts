import {
  merchantOrderItemQuerySchema,
  orderItemSchema,
  orderSchema,
  queueOrdersQuerySchema,
  queueOrdersResponseSchema,
  refuseOrderItemQuerySchema,
  updateOrderStatusBodySchema,
  updateOrderStatusQuerySchema,
} from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { listQueueOrders } from './list-queue-orders.service';
import { applyMerchantItemEvent, type MerchantItemEvent } from './merchant-item-action.service';
import { updateOrderStatus } from './update-order-status.service';

const itemActions: readonly {
  path: string;
  event: MerchantItemEvent;
  summary: string;
  querystring: typeof merchantOrderItemQuerySchema | typeof refuseOrderItemQuerySchema;
}[] = [
  {
    path: 'accept',
    event: 'accept',
    summary: 'Aceita uma unidade enviada (ou nega o pedido de cancelamento)',
    querystring: merchantOrderItemQuerySchema,
  },
  {
    path: 'refuse',
    event: 'refuse',
    summary: 'Recusa uma unidade enviada, com um motivo opcional (até 140 caracteres) que o cliente lê',
    querystring: refuseOrderItemQuerySchema,
  },
  {
    path: 'deliver',
    event: 'deliver',
    summary: 'Marca uma unidade aceita ou em preparo como entregue (a cozinha: pronto)',
    querystring: merchantOrderItemQuerySchema,
  },
  {
    path: 'undeliver',
    event: 'undeliver',
    summary: 'Desfaz uma entrega: até 10 s depois, a unidade volta a aceita ou em preparo',
    querystring: merchantOrderItemQuerySchema,
  },
  {
    path: 'cancel',
    event: 'cancel',
    summary: 'Cancela uma unidade (concede o pedido de cancelamento)',
    querystring: merchantOrderItemQuerySchema,
  },
];

/**
 * The merchant's order calls (docs/orders-and-bills.md#who-may-do-what): the table's orders, item actions and
 * order status changes. Bearer token; a `merchantId` or a row of another merchant answers 403.
 */
export function registerOrderMerchantRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];

  api.get(
    '/order/queue',
    {
      config: { merchant: { allow: 'hall' } },
      schema: {
        tags: ['order'],
        security,
        summary: 'Pedidos de uma mesa do estabelecimento',
        querystring: queueOrdersQuerySchema,
        response: { 200: queueOrdersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listQueueOrders({
        db: ctx.database.db,
        merchantId: request.merchant.merchantId,
        queueId: request.query.queueId,
      }),
  );

  for (const action of itemActions) {
    api.patch(
      `/order/item/${action.path}`,
      {
        // The kitchen marks a unit ready and undoes it; the other item actions are the hall's.
        config: {
          merchant: {
            allow: action.path === 'deliver' || action.path === 'undeliver' ? 'kitchen' : 'hall',
            merchantIdIn: 'query.merchantId',
          },
        },
        schema: {
          tags: ['order'],
          security,
          summary: action.summary,
          querystring: action.querystring,
          response: { 200: orderItemSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) =>
        applyMerchantItemEvent({
          db: ctx.database.db,
          clock: ctx.clock,
          merchantId: request.merchant.merchantId,
          orderItemId: request.query.orderItemId,
          event: action.event,
          reason: 'reason' in request.query ? request.query.reason : undefined,
          actor: request.merchant,
        }),
    );
  }

  api.patch(
    '/order/status/update',
    {
      config: { merchant: { allow: 'hall', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['order'],
        security,
        summary: 'Finaliza, fecha ou reabre o pedido de uma mesa',
        querystring: updateOrderStatusQuerySchema,
        body: updateOrderStatusBodySchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateOrderStatus({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        orderId: request.body.orderId,
        queueId: request.body.queueId,
        target: request.body.orderStatus,
        actor: request.merchant,
      }),
  );
}
