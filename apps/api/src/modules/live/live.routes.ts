import { liveConsumerQuerySchema, liveMerchantQuerySchema } from '@suavez/shared/contracts/live.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#api/lib/error-responses';
import { assertTableQueueExists } from '#api/modules/queue/get-table-queue.service';
import { clientAddressOf } from '#api/modules/rate-limit/address-limits';
import { liveStreamRules } from './live-stream-quota';
import { openLiveStream } from './open-live-stream.service';

// Documentation only: a stream is written by hand (reply.hijack), never serialized.
const eventStream = z
  .string()
  .describe(
    'text/event-stream: `retry: 1000`, então `id` + `event: change` + `data: {kind, queueEntryId, orderId}` ' +
      'a cada mudança, `: hb` a cada 20 s e `event: resync` quando o Last-Event-ID é antigo demais. ' +
      'Um stream sem eventos por 20 min (padrão) é encerrado e o navegador reconecta sozinho; além do limite de ' +
      'streams abertos por sessão, token ou endereço: 429 com Retry-After. ' +
      'Com LIVE_UPDATES=false: 503, e as telas seguem pela consulta periódica.',
  );

/** What a stream answers while LIVE_UPDATES is off (the pages poll: docs/architecture.md, "Live updates"). */
export const LIVE_UPDATES_OFF_MESSAGE =
  'As atualizações ao vivo estão desligadas neste servidor: a tela se atualiza a cada poucos segundos.';

/**
 * With live updates off, answers 503 (after the route's own access checks, like any other refusal) and says
 * so; the browser's EventSource gives up on it and the page's polling carries on. Not an error to log: an
 * operator chose it, and every open page asks again now and then.
 */
function refuseWhileOff(isOn: boolean, reply: FastifyReply): boolean {
  if (isOn) return false;
  void reply
    .status(503)
    .header('retry-after', '300')
    .send({ code: 'UNAVAILABLE', message: LIVE_UPDATES_OFF_MESSAGE });
  return true;
}

/** The cookie the web app keeps the merchant's token in: EventSource cannot send an Authorization header. */
const MERCHANT_TOKEN_COOKIE = 'access_token';

/**
 * Live streams (Server-Sent Events) that mirror the polled reads: each is authorized exactly like the call
 * it mirrors, then carries only ids of what changed (the client refetches). Not rate limited, like those
 * reads: a phone reconnects every second while the network comes and goes; but the streams one consumer
 * session, one merchant token and one address hold open at once are capped (docs/security.md, "Live
 * streams").
 */
export function registerLiveRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const settings = ctx.config.liveStreams;
  const isOn = ctx.config.liveUpdates ?? true;

  api.get(
    '/live/diner',
    {
      config: { consumer: { consumerIdIn: 'query.consumerId' } },
      schema: {
        tags: ['live'],
        summary: 'Atualizações ao vivo do cliente (consumerId) ou da mesa (queueId), como GET /queue',
        querystring: liveConsumerQuerySchema,
        response: { 200: eventStream, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      if (refuseWhileOff(isOn, reply)) return reply;
      const { consumerId, query } = request;
      // Any consumer with a session who holds the link follows the table, as GET /queue?queueId reads it.
      if (!('consumerId' in query))
        await assertTableQueueExists({ db: ctx.database.db, queueId: query.queueId });
      await openLiveStream({
        hub: app.live,
        db: ctx.database.db,
        reply,
        scope:
          'consumerId' in query
            ? { column: 'consumerId', id: consumerId }
            : { column: 'queueEntryId', id: query.queueId },
        lastEventId: request.headers['last-event-id'],
        quota: app.liveQuota,
        rules: liveStreamRules(settings, { consumerId }, clientAddressOf(request)),
      });
    },
  );

  api.get(
    '/live/merchant',
    {
      config: {
        merchant: { allow: 'session', merchantIdIn: 'query.merchantId', tokenCookie: MERCHANT_TOKEN_COOKIE },
      },
      schema: {
        tags: ['live'],
        security: [{ bearer: [] }],
        summary: 'Atualizações ao vivo da fila e do salão do estabelecimento (token no cookie access_token)',
        querystring: liveMerchantQuerySchema,
        response: { 200: eventStream, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      if (refuseWhileOff(isOn, reply)) return reply;
      await openLiveStream({
        hub: app.live,
        db: ctx.database.db,
        reply,
        scope: { column: 'merchantId', id: request.merchant.merchantId },
        lastEventId: request.headers['last-event-id'],
        quota: app.liveQuota,
        rules: liveStreamRules(
          settings,
          { merchantSessionId: request.merchant.sessionId },
          clientAddressOf(request),
        ),
        merchant: { session: request.merchant, tokens: ctx.tokens },
      });
    },
  );
}
