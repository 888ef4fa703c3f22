import { merchantIdQuerySchema } from '@suavez/shared/contracts/merchant.contract';
import { merchantPixSchema, updatePixBodySchema } from '@suavez/shared/contracts/pix.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { audited, auditOf } from '#api/modules/audit/audit';
import { deleteMerchantPix, updateMerchantPix } from './update-merchant-pix.service';

/**
 * Where the restaurant receives Pix (rules §10, docs/pix.md#keys): `PUT /merchant/pix?id` sets it,
 * `DELETE /merchant/pix?id` removes it; `GET /merchant/full` shows it. The `id` must be the session's (403).
 */
export function registerMerchantPixRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const config = { merchant: { allow: 'settings', merchantIdIn: 'query.id' } } as const;

  api.put(
    '/merchant/pix',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Definir a chave Pix, o nome e a cidade do recebedor (como o QR Code Pix os leva)',
        security,
        querystring: merchantIdQuerySchema,
        body: updatePixBodySchema,
        response: { 200: merchantPixSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      audited({
        ...auditOf(request),
        run: (tx) =>
          updateMerchantPix({
            db: tx,
            clock: app.ctx.clock,
            merchantId: request.merchant.merchantId,
            key: request.body.key,
            name: request.body.name,
            city: request.body.city,
          }),
        // The key's kind, not the key: the history is no place to copy it from.
        describe: (pix) => ({
          action: 'settings.pix',
          targetKind: 'merchant',
          targetId: request.merchant.merchantId,
          detail: { keyType: pix.keyType },
        }),
      }),
  );

  api.delete(
    '/merchant/pix',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Deixar de receber Pix por aqui (remove a chave)',
        security,
        querystring: merchantIdQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await audited({
        ...auditOf(request),
        run: (tx) =>
          deleteMerchantPix({ db: tx, clock: app.ctx.clock, merchantId: request.merchant.merchantId }),
        describe: () => ({
          action: 'settings.pix_delete',
          targetKind: 'merchant',
          targetId: request.merchant.merchantId,
        }),
      });
      return reply.status(204).send(null);
    },
  );
}
