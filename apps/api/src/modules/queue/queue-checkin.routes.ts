import {
  checkinQuerySchema,
  queueTableResultSchema,
  tableLabelQuerySchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#api/lib/app-error';
import { errorResponses } from '#api/lib/error-responses';
import { findRequestMerchant } from '#api/plugins/auth.plugin';
import { checkInQueueEntry } from './check-in-queue-entry.service';
import { toTransitionAnswer } from './queue-answers';
import { changeTableLabel } from './queue-table.service';

/** What a consumer's 'Cheguei' with a table answers: only the restaurant says where it seats a party. */
export const TABLE_BY_MERCHANT_ONLY_MESSAGE = 'Só o estabelecimento informa a mesa.';

/**
 * `POST /queue/checkin?queueId&table`: the merchant seats a called consumer (bearer token), optionally
 * naming the table, or the consumer presses 'Cheguei' after accepting the call (consumer session). The
 * table decides which actor may do it from which status; each actor touches only its own entries.
 * `PATCH /queue/table?queueId&table`: the merchant renames a seated table (docs/queue.md#table-labels).
 */
export function registerQueueCheckinRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/queue/checkin',
    {
      // A request with a token is the merchant's; any other needs the consumer session.
      config: { merchant: { allow: 'queue' }, consumer: {} },
      schema: {
        tags: ['queue'],
        summary:
          'Check-in: o estabelecimento recebe o cliente (com a mesa, opcional), ou o cliente avisa que chegou',
        querystring: checkinQuerySchema,
        response: { 200: queueTableResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const merchant = findRequestMerchant(request);
      const { table } = request.query;
      if (!merchant && table !== undefined)
        throw new AppError('VALIDATION_FAILED', TABLE_BY_MERCHANT_ONLY_MESSAGE);
      const entry = await checkInQueueEntry({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        queueEntryId: request.query.queueId,
        caller: merchant ? { merchant } : { consumerId: request.consumerId },
        table,
        force: request.query.force,
      });
      return { ...toTransitionAnswer(entry), table: entry.tableLabel };
    },
  );

  api.patch(
    '/queue/table',
    {
      config: { merchant: { allow: 'floor' } },
      schema: {
        tags: ['queue'],
        security: [{ bearer: [] }],
        summary: 'Muda a mesa de um cliente sentado (check-in)',
        querystring: tableLabelQuerySchema,
        response: { 200: queueTableResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      changeTableLabel({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        merchantId: request.merchant.merchantId,
        queueId: request.query.queueId,
        table: request.query.table,
        actor: request.merchant,
      }),
  );
}
