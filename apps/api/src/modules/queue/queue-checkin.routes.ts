import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
import {
  queueIdQuerySchema,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readBearerToken } from '../../plugins/auth.plugin';
import { readConsumerSession } from '../../plugins/consumer-session';
import { transitionQueueEntry } from './transition-queue-entry.service';

/**
 * `POST /queue/checkin?queueId`: the merchant seats a called diner (bearer token), or the diner presses
 * 'Cheguei' after accepting the call (consumer session). The table decides which actor may do it from
 * which status; each actor touches only its own entries.
 */
export function registerQueueCheckinRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/queue/checkin',
    {
      schema: {
        tags: ['queue'],
        summary: 'Check-in: o estabelecimento recebe o cliente, ou o cliente avisa que chegou',
        querystring: queueIdQuerySchema,
        response: {
          200: queueTransitionResultSchema,
          ...Object.fromEntries([400, 401, 403, 409].map((status) => [status, errorBodySchema])),
        },
      },
    },
    async (request) => {
      const { ctx } = app;
      const token = readBearerToken(request);
      const base = {
        db: ctx.database.db,
        clock: ctx.clock,
        queueEntryId: request.query.queueId,
        event: 'checkIn' as const,
      };
      let entry: Awaited<ReturnType<typeof transitionQueueEntry>>;
      if (token) {
        const principal = await ctx.tokens.verify(token);
        entry = await transitionQueueEntry({
          ...base,
          actor: 'merchant',
          isCallers: (row) => row.merchantId === principal.merchantId,
        });
      } else {
        const consumerId = readConsumerSession(request);
        if (!consumerId) throw new AppError('UNAUTHENTICATED');
        entry = await transitionQueueEntry({
          ...base,
          actor: 'consumer',
          isCallers: (row) => row.consumerId === consumerId,
        });
      }
      return { id: entry.id, status: entry.status, lastStatusAt: entry.lastStatusAt.toISOString() };
    },
  );
}
