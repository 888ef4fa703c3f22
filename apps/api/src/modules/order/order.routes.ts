import {
  addOrderItemBodySchema,
  addOrderItemHeadersSchema,
  closeOrderBodySchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  orderAnswerSchema,
  orderIdQuerySchema,
  orderInfoQuerySchema,
  orderInfoResponseSchema,
  orderItemIdQuerySchema,
  orderItemSchema,
  orderSchema,
} from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { sendCachedAnswer } from '#api/modules/live/cached-answer';
import { readConsumerSession } from '#api/plugins/consumer-session';
import { addOrderItem } from './add-order-item.service';
import { closeOrder } from './close-order.service';
import { createOrder } from './create-order.service';
import { getOrderAnswer } from './get-order.service';
import { getOrderInfo } from './get-order-info.service';
import { removeOrderItem } from './remove-order-item.service';
import { requestItemCancel } from './request-item-cancel.service';
import { sendOrder } from './send-order.service';

/**
 * The consumer's order calls (docs/orders-and-bills.md#who-may-do-what). Each needs the consumer session and
 * changes only the session's own order (a guest has its own); `GET /order` is public, as the checkout
 * summary of an order id anyone knows.
 */
export function registerOrderRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const own = { consumer: {} };

  api.get(
    '/order/info',
    {
      config: { consumer: { consumerIdIn: 'query.consumerId' } },
      schema: {
        tags: ['order'],
        summary: 'Pedido do cliente nesta mesa (404 quando ainda não há)',
        querystring: orderInfoQuerySchema,
        response: { 200: orderInfoResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getOrderInfo({
        db: ctx.database.db,
        queueId: request.query.queueId,
        consumerId: request.consumerId,
      }),
  );

  api.post(
    '/order',
    {
      config: { consumer: { consumerIdIn: 'body.consumerId' } },
      schema: {
        tags: ['order'],
        summary: 'Abre o pedido do cliente na mesa (o existente, se já houver)',
        body: createOrderBodySchema,
        response: {
          200: createOrderResponseSchema,
          201: createOrderResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const order = await createOrder({
        db: ctx.database.db,
        clock: ctx.clock,
        queueId: request.body.queueId,
        consumerId: request.consumerId,
      });
      return reply.status(order.isNew ? 201 : 200).send({ id: order.id });
    },
  );

  api.get(
    '/order',
    {
      schema: {
        tags: ['order'],
        summary:
          'Pedido com seus itens (preços em reais); público para quem conhece o id, sem queueId e consumerId',
        querystring: orderIdQuerySchema,
        response: { 200: orderAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    // Polled by every consumer at a table: kept until the order, the merchant or its owner changes. The
    // viewer is in the key: its own consumer's answer holds ids a stranger's does not.
    async (request, reply) => {
      const viewerConsumerId = readConsumerSession(request);
      const { orderId } = request.query;
      return sendCachedAnswer(request, reply, `order:${orderId}:${viewerConsumerId ?? '-'}`, async () => {
        const { order, tags } = await getOrderAnswer({ db: ctx.database.db, orderId, viewerConsumerId });
        return { answer: order, tags };
      });
    },
  );

  api.put(
    '/order',
    {
      config: own,
      schema: {
        tags: ['order'],
        summary:
          'Adiciona uma unidade de um item do cardápio ao carrinho, com as opções escolhidas e uma observação ' +
          '(idempotente com Idempotency-Key); 409 quando o item está esgotado',
        headers: addOrderItemHeadersSchema,
        body: addOrderItemBodySchema,
        response: { 201: orderItemSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await addOrderItem({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        orderId: request.body.orderQueue.id,
        itemId: request.body.item.id,
        optionIds: request.body.options,
        note: request.body.note,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (answer.isReplay) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  api.delete(
    '/order/item',
    {
      config: own,
      schema: {
        tags: ['order'],
        summary: 'Remove do carrinho uma unidade ainda não enviada',
        querystring: orderItemIdQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await removeOrderItem({
        db: ctx.database.db,
        consumerId: request.consumerId,
        orderItemId: request.query.orderItemId,
      });
      return reply.status(204).send(null);
    },
  );

  api.patch(
    '/order/item/request/cancel',
    {
      config: own,
      schema: {
        tags: ['order'],
        summary: 'Pede o cancelamento de uma unidade enviada',
        querystring: orderItemIdQuerySchema,
        response: { 200: orderItemSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      requestItemCancel({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        orderItemId: request.query.orderItemId,
      }),
  );

  api.post(
    '/order/sent',
    {
      config: own,
      schema: {
        tags: ['order'],
        summary: 'Envia o carrinho ao restaurante (todas as unidades do carrinho)',
        querystring: orderIdQuerySchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      sendOrder({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        orderId: request.query.orderId,
      }),
  );

  api.patch(
    '/order/close',
    {
      config: own,
      schema: {
        tags: ['order'],
        summary: "Pede a conta ('Pedir a conta') com a taxa de serviço escolhida",
        body: closeOrderBodySchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      closeOrder({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        orderId: request.body.orderId,
        queueId: request.body.queueId,
        serviceFeePercent: request.body.serviceFee,
      }),
  );
}
