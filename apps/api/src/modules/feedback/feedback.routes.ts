import {
  feedbackAvailableQuerySchema,
  sendFeedbackBodySchema,
} from '@suavez/shared/contracts/feedback.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { assertFeedbackAvailable, submitFeedback } from './feedback.service';

/** `GET /feedback/available?queueId` and `POST /feedback/v1/check-in`: the consumer's own visits only. */
export function registerFeedbackRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    '/feedback/available',
    {
      config: { consumer: {} },
      schema: {
        tags: ['feedback'],
        summary: '204 quando a visita chegou ao check-in e ainda não foi avaliada; senão 404',
        querystring: feedbackAvailableQuerySchema,
        response: { 204: z.null().describe('Avaliação disponível'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await assertFeedbackAvailable({
        db: ctx.database.db,
        queueEntryId: request.query.queueId,
        consumerId: request.consumerId,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/feedback/v1/check-in',
    {
      config: { consumer: {} },
      schema: {
        tags: ['feedback'],
        summary: 'Avaliar a visita: espera, recepção e experiência geral, de 1 a 5 (uma vez por fila)',
        body: sendFeedbackBodySchema,
        response: { 204: z.null().describe('Avaliação recebida'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { queueId, ...ratings } = request.body;
      await submitFeedback({
        db: ctx.database.db,
        clock: ctx.clock,
        queueEntryId: queueId,
        consumerId: request.consumerId,
        ratings,
      });
      return reply.status(204).send(null);
    },
  );
}
