import {
  createdWebhookSchema,
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQueuedSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookParamsSchema,
} from '@suavez/shared/contracts/webhooks.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import {
  changeWebhook,
  createWebhook,
  listDeliveries,
  listWebhooks,
  pingWebhook,
  removeWebhook,
  retryDelivery,
} from './manage-webhooks.service';
import { checkWebhookUrl } from './webhook-url-guard';

/**
 * The restaurant's webhooks (rules §15 Webhooks, docs/integrations.md#webhooks): the owner's alone. The
 * secret is answered once, by the creation.
 */
export function registerWebhooksRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  const owner = { merchant: { allow: 'settings' } } as const;
  const tags = ['webhooks'];
  const policy = { isProduction: ctx.config.isProduction };

  api.get(
    '/merchant/webhooks',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Webhooks: endereços, eventos, se estão ligados e por quê não (nunca o segredo)',
        security,
        response: { 200: webhookEndpointListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listWebhooks({ db: ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.post(
    '/merchant/webhooks',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Criar um webhook: responde o segredo de assinatura (whsec_…) uma única vez',
        security,
        body: createWebhookBodySchema,
        response: { 201: createdWebhookSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // The URL's DNS check runs before the transaction, so no database connection waits on a resolver.
      await checkWebhookUrl({ url: request.body.url, ...policy });
      const made = await audited({
        ...auditOf(request),
        run: (tx) => createWebhook({ db: tx, merchantId: request.merchant.merchantId, ...request.body }),
        describe: (hook) => ({
          action: 'webhook.create',
          targetKind: 'webhook',
          targetId: hook.id,
          detail: { url: hook.url },
        }),
      });
      return reply.status(201).send(made);
    },
  );

  api.patch(
    '/merchant/webhooks/:id',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Alterar um webhook (endereço, eventos, ligar ou desligar; ligar zera as falhas)',
        security,
        params: webhookParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      if (request.body.url !== undefined) await checkWebhookUrl({ url: request.body.url, ...policy });
      return audited({
        ...auditOf(request),
        run: (tx) =>
          changeWebhook({
            db: tx,
            merchantId: request.merchant.merchantId,
            id: request.params.id,
            fields: request.body,
            now: ctx.clock.now(),
          }),
        describe: (hook) => ({
          action: 'webhook.update',
          targetKind: 'webhook',
          targetId: hook.id,
          detail: { url: hook.url, enabled: hook.enabled },
        }),
      });
    },
  );

  api.delete(
    '/merchant/webhooks/:id',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Remover um webhook e suas entregas',
        security,
        params: webhookParamsSchema,
        response: { 204: z.null().describe('Webhook removido'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await audited({
        ...auditOf(request),
        run: (tx) =>
          removeWebhook({ db: tx, merchantId: request.merchant.merchantId, id: request.params.id }),
        describe: () => ({ action: 'webhook.delete', targetKind: 'webhook', targetId: request.params.id }),
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/merchant/webhooks/:id/test',
    {
      config: owner,
      schema: {
        tags,
        summary: "Testar: envia um evento 'ping' agora",
        security,
        params: webhookParamsSchema,
        response: { 202: webhookDeliveryQueuedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const queued = await audited({
        ...auditOf(request),
        run: (tx) =>
          pingWebhook({
            db: tx,
            merchantId: request.merchant.merchantId,
            id: request.params.id,
            now: ctx.clock.now(),
          }),
        describe: () => ({ action: 'webhook.test', targetKind: 'webhook', targetId: request.params.id }),
      });
      return reply.status(202).send(queued);
    },
  );

  api.get(
    '/merchant/webhooks/:id/deliveries',
    {
      config: owner,
      schema: {
        tags,
        summary: 'As últimas 50 entregas de um webhook, das mais novas às mais antigas',
        security,
        params: webhookParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listDeliveries({ db: ctx.database.db, merchantId: request.merchant.merchantId, id: request.params.id }),
  );

  api.post(
    '/merchant/webhooks/:id/deliveries/:deliveryId/retry',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Reenviar uma entrega agora',
        security,
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliveryQueuedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const queued = await audited({
        ...auditOf(request),
        run: (tx) =>
          retryDelivery({
            db: tx,
            merchantId: request.merchant.merchantId,
            ...request.params,
            now: ctx.clock.now(),
          }),
        describe: () => ({ action: 'webhook.retry', targetKind: 'webhook', targetId: request.params.id }),
      });
      return reply.status(202).send(queued);
    },
  );
}
