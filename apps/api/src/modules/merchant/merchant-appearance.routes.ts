import { merchantFullSchema, merchantIdQuerySchema } from '@suavez/shared/contracts/merchant.contract';
import { updateAppearanceBodySchema } from '@suavez/shared/contracts/merchant-appearance.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { type AuditRecord, audited, auditOf } from '#api/modules/audit/audit';
import { updateMerchantAppearance } from './update-merchant-appearance.service';

/**
 * The restaurant's cover and icon (docs/photos.md#cover-and-icon): `PATCH /merchant/appearance?id` sets
 * either to a photo the restaurant uploaded (`POST /merchant/photos?kind=cover|icon`) or clears it (null).
 * The owner's (`settings`); the `id` must be the session's (403). Answers `GET /merchant/full`'s shape.
 */
export function registerMerchantAppearanceRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/merchant/appearance',
    {
      config: { merchant: { allow: 'settings', merchantIdIn: 'query.id' } },
      schema: {
        tags: ['merchant'],
        summary:
          'Definir ou remover (null) a foto de capa e o ícone do estabelecimento: só fotos enviadas por ele ' +
          '(POST /merchant/photos)',
        security: [{ bearer: [] }],
        querystring: merchantIdQuerySchema,
        body: updateAppearanceBodySchema,
        response: { 200: merchantFullSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { cover, icon } = request.body;
      const merchantId = request.merchant.merchantId;
      return audited({
        ...auditOf(request),
        run: (tx) =>
          updateMerchantAppearance({
            db: tx,
            clock: app.ctx.clock,
            whatsAppAvailable: app.ctx.config.whatsApp !== undefined,
            whatsAppNumber: app.ctx.config.whatsApp?.inbound?.number,
            publicUrl: app.ctx.config.publicUrl,
            photos: app.ctx.photos,
            merchantId,
            ...(cover === undefined ? {} : { cover }),
            ...(icon === undefined ? {} : { icon }),
          }),
        // One row per picture changed: set or removed.
        describe: () => {
          const target = { targetKind: 'merchant', targetId: merchantId } as const;
          const rows: AuditRecord[] = [];
          if (cover !== undefined) {
            rows.push({ action: cover === null ? 'settings.cover_delete' : 'settings.cover', ...target });
          }
          if (icon !== undefined) {
            rows.push({ action: icon === null ? 'settings.icon_delete' : 'settings.icon', ...target });
          }
          return rows;
        },
      });
    },
  );
}
