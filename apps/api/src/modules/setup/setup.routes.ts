import {
  merchantSetupQuerySchema,
  merchantSetupSchema,
} from '@suavez/shared/contracts/merchant-setup.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { auditOf, recordAudit } from '#api/modules/audit/audit';
import { getMerchantSetup, QR_PRINT_ACTION } from './get-merchant-setup.service';

/**
 * A new restaurant's setup checklist (docs/screens.md#setup-checklist), the owner's alone:
 * `GET /merchant/setup?merchantId` answers which steps are done; `POST /merchant/qr/printed?merchantId` notes
 * that the queue's QR code was printed or downloaded, as a row of the audit trail (docs/audit.md). Another
 * restaurant's id answers 403.
 */
export function registerSetupRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const config = { merchant: { allow: 'settings', merchantIdIn: 'query.merchantId' } } as const;

  api.get(
    '/merchant/setup',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Primeiros passos do estabelecimento: cardápio, horários, Pix, QR Code e equipe',
        security,
        querystring: merchantSetupQuerySchema,
        response: { 200: merchantSetupSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getMerchantSetup({ db: app.ctx.database.db, merchantId: request.merchant.merchantId }),
  );

  api.post(
    '/merchant/qr/printed',
    {
      config,
      schema: {
        tags: ['merchant'],
        summary: 'Registrar que o QR Code da fila foi impresso ou baixado',
        security,
        querystring: merchantSetupQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // Each print or download is one row of the history; the checklist asks only whether one exists.
      const { db, actor, at } = auditOf(request);
      await recordAudit(db, actor, at, {
        action: QR_PRINT_ACTION,
        targetKind: 'merchant',
        targetId: actor.merchantId,
      });
      return reply.status(204).send(null);
    },
  );
}
