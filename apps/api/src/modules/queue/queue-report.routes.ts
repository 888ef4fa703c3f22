import {
  queueReportInsightsQuerySchema,
  queueReportInsightsResponseSchema,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getQueueReportInsights } from './queue-report-insights.service';

/**
 * The report's indicators (docs/reports.md): `GET /queue/report/insights`, beside the counts of
 * `GET /queue/report`, with the same range rules. Only the session's merchant: another `id` answers 403.
 */
export function registerQueueReportRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    '/queue/report/insights',
    {
      config: { merchant: { allow: 'settings', merchantIdIn: 'query.id' } },
      schema: {
        tags: ['queue'],
        summary:
          'Indicadores do relatório: espera média e p90, desistências, não comparecimentos, por dia da semana e hora, tempo de mesa e conta média',
        security: [{ bearer: [] }],
        querystring: queueReportInsightsQuerySchema,
        response: { 200: queueReportInsightsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      getQueueReportInsights({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        startDate: request.query.startDate,
        endDate: request.query.endDate,
      }),
  );
}
