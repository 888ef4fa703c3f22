import {
  queueIdQuerySchema,
  queueTransitionResultSchema,
} from '@suavez/shared/contracts/queue-checkin.contract';
import {
  addWalkInBodySchema,
  addWalkInResponseSchema,
  currentQueueQuerySchema,
  currentQueueResponseSchema,
  purgeQueueQuerySchema,
  purgeQueueResponseSchema,
  queueReasonQuerySchema,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { queueReportQuerySchema, queueReportResponseSchema } from '@suavez/shared/contracts/report.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/error-responses';
import { sendCachedAnswer } from '#api/modules/live/cached-answer';
import { addWalkIn } from './add-walk-in.service';
import { currentQueueCacheKey, listCurrentQueue } from './list-current-queue.service';
import { type MerchantQueueAction, runMerchantQueueAction } from './merchant-queue-action.service';
import { purgeQueue } from './purge-queue.service';
import { toTransitionAnswer } from './queue-answers';
import { getQueueReport } from './queue-report.service';

const actionSummaries: Record<MerchantQueueAction, string> = {
  call: "'Chamar': avisar o cliente que a mesa está pronta (IN_QUEUE → CALLED)",
  accept: "'Aceitar': aceitar o pedido de entrada na fila (WAITING_CONFIRMATION → IN_QUEUE)",
  refuse: "'Recusar': recusar o pedido de entrada, com motivo (→ CANCELLED_BY_MERCHANT)",
  remove: "'Remover': tirar o cliente da fila, com motivo (→ CANCELLED_BY_MERCHANT)",
};

/**
 * The merchant's side of the live queue (docs/queue.md#state-machine): `GET /queue/current`, the walk-ins
 * `POST /merchant/queue`, the buttons `POST /queue/call`, `/accept`, `/refuse`, `/remove`,
 * `PATCH /queue/purge` and `GET /queue/report`. A
 * merchant touches only its own queue: a `merchantId`/`id` naming another merchant, or another merchant's
 * entry, answers 403.
 */
export function registerQueueMerchantRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const { ctx } = app;

  api.get(
    '/queue/current',
    {
      config: { merchant: { allow: 'queue', merchantIdIn: 'query.merchantId' } },
      schema: {
        tags: ['queue'],
        summary: 'Fila atual do estabelecimento, filtrada por status e tamanho de mesa (5 = cinco ou mais)',
        security,
        querystring: currentQueueQuerySchema,
        response: { 200: currentQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    // The host's poll: kept per merchant and filter (the guard has let this merchant in, with a role that
    // may read the queue; the answer is the same for every such role) until a change to the merchant's
    // entries, their notices or staff actions, a listed consumer, or the first deadline
    // (docs/architecture.md#answer-cache).
    async (request, reply) => {
      const { merchantId } = request.merchant;
      const { status, slots } = request.query;
      return sendCachedAnswer(request, reply, currentQueueCacheKey(merchantId, status, slots), async () => {
        const queue = await listCurrentQueue({
          db: ctx.database.db,
          clock: ctx.clock,
          merchantId,
          statuses: status,
          slots,
        });
        return {
          answer: queue.entries,
          tags: [
            `merchant:${merchantId}`,
            ...new Set(queue.consumerIds.map((id) => `consumer:${id}` as const)),
          ],
          notAfter: queue.changesAt,
        };
      });
    },
  );

  api.post(
    '/merchant/queue',
    {
      config: { merchant: { allow: 'queue' } },
      schema: {
        tags: ['queue'],
        summary:
          "'+ Adicionar': o cliente que chegou à porta entra na fila (IN_QUEUE), mesmo com a loja fechada",
        security,
        body: addWalkInBodySchema,
        response: { 201: addWalkInResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const entry = await addWalkIn({
        db: ctx.database.db,
        clock: ctx.clock,
        actor: request.merchant,
        name: request.body.name,
        slot: request.body.slot,
        phone: request.body.phone,
      });
      return reply.status(201).send({ id: entry.id, status: entry.status });
    },
  );

  for (const action of ['call', 'accept', 'refuse', 'remove'] as const) {
    // 'Recusar' and 'Remover' carry the reason the consumer will read.
    const hasReason = action === 'refuse' || action === 'remove';
    api.post(
      `/queue/${action}`,
      {
        config: { merchant: { allow: 'queue' } },
        schema: {
          tags: ['queue'],
          summary: actionSummaries[action],
          security,
          querystring: hasReason ? queueReasonQuerySchema : queueIdQuerySchema,
          response: { 200: queueTransitionResultSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const query: { queueId: string; reason?: string } = request.query;
        const entry = await runMerchantQueueAction({
          db: ctx.database.db,
          clock: ctx.clock,
          merchantId: request.merchant.merchantId,
          queueEntryId: query.queueId,
          action,
          reason: query.reason ?? null,
          actor: request.merchant,
        });
        return toTransitionAnswer(entry);
      },
    );
  }

  api.patch(
    '/queue/purge',
    {
      config: { merchant: { allow: 'queue', merchantIdIn: 'query.id' } },
      schema: {
        tags: ['queue'],
        summary: 'Desfazer a fila: todos os clientes ativos, menos os do salão, saem com o motivo',
        security,
        querystring: purgeQueueQuerySchema,
        response: { 200: purgeQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const purged = await purgeQueue({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        reason: request.query.reason,
        actor: request.merchant,
      });
      return { purged };
    },
  );

  api.get(
    '/queue/report',
    {
      config: { merchant: { allow: 'settings', merchantIdIn: 'query.id' } },
      schema: {
        tags: ['queue'],
        summary:
          'Relatório da fila por status, entre duas datas dd/mm/aaaa (inclusive, no fuso do estabelecimento)',
        security,
        querystring: queueReportQuerySchema,
        response: { 200: queueReportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      getQueueReport({
        db: ctx.database.db,
        clock: ctx.clock,
        merchantId: request.merchant.merchantId,
        startDate: request.query.startDate,
        endDate: request.query.endDate,
      }),
  );
}
