import { errorBodySchema } from '@suavez/shared/contracts/error.contract';
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
import { assertOwnConsumer, requireConsumer } from '../../plugins/consumer-session';
import { sendCachedAnswer } from '../live/cached-answer';
import { getConsumerQueue, joinQueueAsConsumer } from './consumer-queue.service';
import { getTableQueue } from './get-table-queue.service';
import type { QueueEntryRow } from './queue.repository';
import { transitionQueueEntry } from './transition-queue-entry.service';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

// `GET /queue` answers the diner's active entry (`consumerId`) or, with `queueId` alone, the table view.
const activeOrTableQuerySchema = z.union([consumerIdQuerySchema, tableQueueQuerySchema.strict()], {
  error: 'Informe o cliente (consumerId) ou a fila (queueId)',
});

const toResult = (entry: QueueEntryRow) => ({
  id: entry.id,
  status: entry.status,
  lastStatusAt: entry.lastStatusAt.toISOString(),
});

/**
 * The diner's queue calls (specification section 7, consumer): join, read the active and the last entry,
 * answer a call, quit. Every call needs the consumer session; a `consumerId` or an entry of another diner
 * answers 403. The polling reads are not rate limited (a restaurant's diners share one address).
 */
export function registerQueueConsumerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post(
    '/queue',
    {
      schema: {
        tags: ['queue'],
        summary: 'Entrar na fila de um estabelecimento (cliente da sessão)',
        body: joinQueueBodySchema,
        response: { 201: consumerQueueEntrySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const consumerId = requireConsumer(request);
      assertOwnConsumer(consumerId, request.body.consumer.id);
      const entry = await joinQueueAsConsumer({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.body.merchant.id,
        consumerId,
        slot: request.body.slot,
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
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const consumerId = requireConsumer(request);
        const query = request.query;
        // Any diner with a session who holds the link reads the table (rules.md section 3), never the phone.
        if (!('consumerId' in query)) {
          return getTableQueue({ db: ctx.database.db, clock: ctx.clock, queueId: query.queueId });
        }
        assertOwnConsumer(consumerId, query.consumerId);
        const read = () => getConsumerQueue({ db: ctx.database.db, clock: ctx.clock, consumerId, which });
        if (which === 'last') return read();
        // The 5-second poll of every waiting diner: kept until a change to the merchant's queue, the
        // merchant or the diner, or the call's deadline (modules/live/answer-cache.ts).
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

  const ownEntry = (consumerId: string) => (entry: QueueEntryRow) => entry.consumerId === consumerId;

  api.post(
    '/queue/call/answer',
    {
      schema: {
        tags: ['queue'],
        summary: 'O cliente chamado confirma que está a caminho (5 minutos para chegar)',
        querystring: answerCallQuerySchema,
        response: { 200: queueTransitionResultSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const consumerId = requireConsumer(request);
      const entry = await transitionQueueEntry({
        db: ctx.database.db,
        clock: ctx.clock,
        queueEntryId: request.query.queueId,
        event: 'answer',
        actor: 'consumer',
        isCallers: ownEntry(consumerId),
      });
      return toResult(entry);
    },
  );

  api.post(
    '/queue/quit',
    {
      schema: {
        tags: ['queue'],
        summary: 'O cliente sai da fila, cancela o pedido de entrada ou recusa a chamada, com um motivo',
        querystring: quitQueueQuerySchema,
        response: { 200: queueTransitionResultSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const consumerId = requireConsumer(request);
      const entry = await transitionQueueEntry({
        db: ctx.database.db,
        clock: ctx.clock,
        queueEntryId: request.query.queueId,
        event: 'quit',
        actor: 'consumer',
        reason: request.query.reason,
        isCallers: ownEntry(consumerId),
      });
      return toResult(entry);
    },
  );
}
