import { tableQueueEntrySchema, tableQueueQuerySchema } from '@suavez/shared/contracts/order.contract';
import { queueTransitionResultSchema } from '@suavez/shared/contracts/queue-checkin.contract';
import {
  answerCallQuerySchema,
  consumerIdQuerySchema,
  consumerQueueEntrySchema,
  joinQueueBodySchema,
  quitQueueQuerySchema,
} from '@suavez/shared/contracts/queue-consumer.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { sendCachedAnswer } from '#api/modules/live/cached-answer';
import { getConsumerQueue, joinQueueAsConsumer } from './consumer-queue.service';
import { getTableQueue } from './get-table-queue.service';
import { toTransitionAnswer } from './queue-answers';
import { isEntryOf, transitionQueueEntry } from './transition-queue-entry.service';

// `GET /queue` answers the consumer's active entry (`consumerId`) or, with `queueId` alone, the table view.
const activeOrTableQuerySchema = z.union([consumerIdQuerySchema, tableQueueQuerySchema.strict()], {
  error: 'Informe o cliente (consumerId) ou a fila (queueId)',
});

/**
 * The consumer's queue calls (docs/queue.md#state-machine): join, read the active and the last entry,
 * answer a call, quit. Every call needs the consumer session; a `consumerId` or an entry of another consumer
 * answers 403. The polling reads are not rate limited (a restaurant's consumers share one address).
 */
export function registerQueueConsumerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post(
    '/queue',
    {
      config: { consumer: { consumerIdIn: 'body.consumer.id' } },
      schema: {
        tags: ['queue'],
        summary: 'Entrar na fila de um estabelecimento (cliente da sessão)',
        body: joinQueueBodySchema,
        response: { 201: consumerQueueEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const entry = await joinQueueAsConsumer({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.body.merchant.id,
        consumerId: request.consumerId,
        slot: request.body.slot,
        ...(request.body.table === undefined ? {} : { table: request.body.table }),
      });
      return reply.status(201).send(entry);
    },
  );

  for (const [path, which] of [
    ['/queue', 'active'],
    ['/queue/last', 'last'],
  ] as const) {
    api.get(
      path,
      {
        config: { consumer: { consumerIdIn: 'query.consumerId' } },
        schema: {
          tags: ['queue'],
          summary:
            which === 'active'
              ? 'Fila ativa do cliente (consumerId), ou a mesa vista pelos seus clientes (queueId)'
              : 'Fila mais recente do cliente, em qualquer status',
          querystring: which === 'active' ? activeOrTableQuerySchema : consumerIdQuerySchema,
          response: {
            200:
              which === 'active'
                ? z.union([consumerQueueEntrySchema, tableQueueEntrySchema])
                : consumerQueueEntrySchema,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { consumerId, query } = request;
        // Any consumer with a session who holds the link reads the table
        // (docs/access.md#guests-and-the-table-pass), never the phone.
        if (!('consumerId' in query)) {
          return getTableQueue({ db: ctx.database.db, clock: ctx.clock, queueId: query.queueId });
        }
        const read = () => getConsumerQueue({ db: ctx.database.db, clock: ctx.clock, consumerId, which });
        if (which === 'last') return read();
        // The 5-second poll of every waiting consumer: kept until a change to the merchant's queue, the
        // merchant or the consumer, or the call's deadline (modules/live/answer-cache.ts).
        return sendCachedAnswer(request, reply, `queue:${consumerId}`, async () => {
          const entry = await read();
          return {
            answer: entry,
            tags: [`merchant:${entry.merchant.id}`, `consumer:${consumerId}`],
            notAfter: entry.deadlineAt ? new Date(entry.deadlineAt) : null,
          };
        });
      },
    );
  }

  // The consumer's own buttons on its own entry: another consumer's entry, like an unknown one, is 403.
  const moveOwnEntry = async (
    consumerId: string,
    queueEntryId: string,
    event: 'answer' | 'quit',
    reason?: string,
  ) =>
    toTransitionAnswer(
      await transitionQueueEntry({
        db: ctx.database.db,
        clock: ctx.clock,
        queueEntryId,
        event,
        actor: 'consumer',
        reason: reason ?? null,
        isCallers: isEntryOf({ consumerId }),
      }),
    );

  api.post(
    '/queue/call/answer',
    {
      config: { consumer: {} },
      schema: {
        tags: ['queue'],
        summary: 'O cliente chamado confirma que está a caminho (5 minutos para chegar)',
        querystring: answerCallQuerySchema,
        response: { 200: queueTransitionResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => moveOwnEntry(request.consumerId, request.query.queueId, 'answer'),
  );

  api.post(
    '/queue/quit',
    {
      config: { consumer: {} },
      schema: {
        tags: ['queue'],
        summary: 'O cliente sai da fila, cancela o pedido de entrada ou recusa a chamada, com um motivo',
        querystring: quitQueueQuerySchema,
        response: { 200: queueTransitionResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => moveOwnEntry(request.consumerId, request.query.queueId, 'quit', request.query.reason),
  );
}
