import {
  queueIdQuerySchema,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { findRequestMerchant } from '../../plugins/auth.plugin';
import { toTransitionAnswer } from './queue-answers';
import { isEntryOf, transitionQueueEntry } from './transition-queue-entry.service';

/**
 * `POST /queue/checkin?queueId`: the merchant seats a called consumer (bearer token), or the consumer presses
 * 'Cheguei' after accepting the call (consumer session). The table decides which actor may do it from
 * which status; each actor touches only its own entries.
 */
export function registerQueueCheckinRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/queue/checkin',
    {
      // A request with a token is the merchant's; any other needs the consumer session.
      config: { merchant: {}, consumer: {} },
      schema: {
        tags: ['queue'],
        summary: 'Check-in: o estabelecimento recebe o cliente, ou o cliente avisa que chegou',
        querystring: queueIdQuerySchema,
        response: { 200: queueTransitionResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const merchant = findRequestMerchant(request);
      const entry = await transitionQueueEntry({
        db: app.ctx.database.db,
        clock: app.ctx.clock,
        queueEntryId: request.query.queueId,
        event: 'checkIn',
        actor: merchant ? 'merchant' : 'consumer',
        isCallers: isEntryOf(
          merchant ? { merchantId: merchant.merchantId } : { consumerId: request.consumerId },
        ),
      });
      return toTransitionAnswer(entry);
    },
  );
}
