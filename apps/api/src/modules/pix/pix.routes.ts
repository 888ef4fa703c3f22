import { orderSchema } from '@suavez/shared/contracts/order.contract';
import {
  confirmPaymentBodySchema,
  confirmPaymentQuerySchema,
  orderPixQuerySchema,
  orderPixResponseSchema,
  reportPixBodySchema,
} from '@suavez/shared/contracts/pix.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { findRequestMerchant } from '#api/plugins/auth.plugin';
import { confirmPayment } from './confirm-payment.service';
import { getOrderPix } from './get-order-pix.service';
import type { BillTarget } from './pix-access';
import { reportPix } from './report-pix.service';

/** `{orderId}` or `{queueId}`, as the contracts' refinement guarantees exactly one. */
function toBillTarget(named: { orderId?: string | undefined; queueId?: string | undefined }): BillTarget {
  return named.orderId !== undefined ? { orderId: named.orderId } : { queueId: named.queueId as string };
}

/**
 * Paying the bill by Pix (rules §10, docs/pix.md): the BR Code of one bill or the table's, the diner's 'Já
 * paguei', and the host's record of a payment. Diners of the table and its restaurant only.
 */
export function registerPixRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    '/order/pix',
    {
      // A request with a token is the restaurant's; any other needs the consumer session.
      config: { merchant: { allow: 'hall' }, consumer: {} },
      schema: {
        tags: ['order'],
        summary:
          "Pix da conta (QR Code estático, 'Pix copia e cola') de um pedido (orderId) ou do que a mesa ainda " +
          'deve (queueId); 404 quando o restaurante não tem chave Pix, 409 enquanto a conta não foi pedida',
        querystring: orderPixQuerySchema,
        response: { 200: orderPixResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const merchant = findRequestMerchant(request);
      return getOrderPix({
        db: ctx.database.db,
        clock: ctx.clock,
        target: toBillTarget(request.query),
        viewer: merchant ? { merchantId: merchant.merchantId } : { consumerId: request.consumerId },
      });
    },
  );

  api.post(
    '/order/pix/reported',
    {
      config: { consumer: {} },
      schema: {
        tags: ['order'],
        summary: "O cliente avisa que pagou por Pix ('Já paguei'): o salão vê 'Pix informado'",
        body: reportPixBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await reportPix({
        db: ctx.database.db,
        clock: ctx.clock,
        consumerId: request.consumerId,
        target: toBillTarget(request.body),
      });
      return reply.status(204).send(null);
    },
  );

  api.patch(
    '/order/payment',
    {
      config: { merchant: { allow: 'hall', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['order'],
        security: [{ bearer: [] }],
        summary:
          'Registra o pagamento (Pix ou outro meio) de um pedido, ou, sem orderId, de todas as contas pedidas ' +
          'e não pagas da mesa',
        querystring: confirmPaymentQuerySchema,
        body: confirmPaymentBodySchema,
        response: { 200: z.array(orderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      confirmPayment({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        queueId: request.body.queueId,
        orderId: request.body.orderId,
        method: request.body.method,
        actor: request.merchant,
      }),
  );
}
