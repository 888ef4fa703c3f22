import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import {
  queueReportInsightsQuerySchema,
  queueReportInsightsResponseSchema,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertOwnMerchant, requireMerchant } from '../../plugins/auth.plugin';
import { getQueueReportInsights } from './queue-report-insights.service';

/**
 * The report's indicators (issue 11): `GET /queue/report/insights`, beside the counts of
 * `GET /queue/report`, with the same range rules. Only the session's merchant: another `id` answers 403.
 */
export function registerQueueReportRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    '/queue/report/insights',
    {
      schema: {
        tags: ['queue'],
        summary:
          'Indicadores do relatório: espera média e p90, desistências, não comparecimentos, por dia da semana e hora, tempo de mesa e conta média',
        security: [{ bearer: [] }],
        querystring: queueReportInsightsQuerySchema,
        response: {
          200: queueReportInsightsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const principal = await requireMerchant(request);
      assertOwnMerchant(principal, request.query.id);
      return getQueueReportInsights({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: principal.merchantId,
        startDate: request.query.startDate,
        endDate: request.query.endDate,
      });
    },
  );
}
