import { auditQuerySchema, auditResponseSchema } from '@suavez/shared/contracts/audit.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { listAudit } from './list-audit.service';

/**
 * The audit trail (docs/audit.md): `GET /merchant/audit?day&user&before`, the owner's alone (the `settings`
 * permission): what each person of the restaurant did on a day.
 */
export function registerAuditRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/merchant/audit',
    {
      config: { merchant: { allow: 'settings' } },
      schema: {
        tags: ['staff'],
        summary:
          'Histórico de atividades: quem fez o quê num dia (no fuso do estabelecimento), com filtro por pessoa',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listAudit({
        db: app.ctx.database.db,
        merchantId: request.merchant.merchantId,
        day: request.query.day,
        userId: request.query.user,
        before: request.query.before,
      }),
  );
}
