import {
  apiKeyCreateBodySchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
} from '@suavez/shared/contracts/api-keys.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.service';

/**
 * The owner's API keys (docs/integrations.md#keys): made with a name and scopes (the key is shown once),
 * listed without the key, revoked at once.
 */
export function registerApiKeyRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  const config = { merchant: { allow: 'settings' } } as const;

  api.get(
    '/merchant/api-keys',
    {
      config,
      schema: {
        tags: ['integrations'],
        summary: 'Chaves de API do restaurante (sem a chave em si; as revogadas não aparecem)',
        security,
        response: { 200: apiKeyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listApiKeys({ db: ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.post(
    '/merchant/api-keys',
    {
      config,
      schema: {
        tags: ['integrations'],
        summary: 'Criar uma chave de API com suas permissões: a chave aparece só nesta resposta',
        security,
        body: apiKeyCreateBodySchema,
        response: { 201: apiKeyCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey({
        db: ctx.database.db,
        actor: request.merchant,
        at: ctx.clock.now(),
        name: request.body.name,
        scopes: request.body.scopes,
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    '/merchant/api-keys/:id',
    {
      config,
      schema: {
        tags: ['integrations'],
        summary: 'Revogar uma chave de API: ela para de funcionar na hora',
        security,
        params: apiKeyParamsSchema,
        response: { 204: z.null().describe('Chave revogada'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await revokeApiKey({
        db: ctx.database.db,
        actor: request.merchant,
        at: ctx.clock.now(),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
}
