import { queueInviteResponseSchema, tableQueueQuerySchema } from '@suavez/shared/contracts/order.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { getQueueInvite } from './get-queue-invite.service';

/** `GET /queue/invite?queueId`: the restaurant a share link invites to (public; no table details). */
export function registerQueueInviteRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queue/invite',
    {
      schema: {
        tags: ['queue'],
        summary: 'Restaurante de um convite de mesa (link compartilhado)',
        querystring: tableQueueQuerySchema,
        response: { 200: queueInviteResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      getQueueInvite({ db: app.ctx.database.db, clock: app.ctx.clock, queueId: request.query.queueId }),
  );
}
