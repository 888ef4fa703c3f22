import type { FastifyInstance } from 'fastify';
import { MerchantSessionCache } from '#api/modules/account/merchant-session-cache';
import { AnswerCache } from '#api/modules/live/answer-cache';
import { endRevokedStreams } from '#api/modules/live/end-revoked-streams.service';
import { LiveHub } from '#api/modules/live/live-hub';
import { type LiveListener, startLiveListener } from '#api/modules/live/live-listener';
import { LiveStreamQuota } from '#api/modules/live/live-stream-quota';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (modules/live). */
    live: LiveHub;
    /** This process's count of open streams per consumer, merchant token and address (the caps). */
    liveQuota: LiveStreamQuota;
    /** This process's cache of the consumers' polled answers (modules/live/answer-cache.ts). */
    answerCache: AnswerCache;
    /** This process's verified merchant sessions (modules/account/merchant-session-cache.ts). */
    sessionCache: MerchantSessionCache;
    /**
     * Resolves once this process has handled the notifications of every transaction committed before the
     * call (false: not listening). What a write answered here waits for; tests call it after writing
     * straight to the database, as another process or the CLI would.
     */
    syncLive(): Promise<boolean>;
  }
}

/** How often an idle stream gets a heartbeat: under the usual 30-60 s idle timeouts of proxies. */
export const LIVE_HEARTBEAT_MS = 20_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Live updates: one listener per process on the database's notifications, fanned out to this process's
 * streams and to the answer cache. Streams end before the server closes (preClose: `close()` would
 * otherwise wait on them), and the listener stops with the app. A merchant session that ends anywhere ends
 * its streams here when its notification arrives (and every merchant stream is checked again after a gap).
 *
 * A write answered by this process waits, before its answer leaves, until this process has handled the
 * notifications of its own commit (`sync`): the consumer who just quit or added an item never reads the
 * answer from before. Another process learns of it when the notification arrives (milliseconds).
 */
export async function registerLive(
  app: FastifyInstance,
  options: {
    heartbeatMs?: number | undefined;
    answerCache?: boolean | undefined;
    /** Tests only (BuildAppOptions.syncLiveBeforeReads). */
    syncBeforeReads?: boolean | undefined;
  } = {},
): Promise<void> {
  const hub = new LiveHub({
    heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    idleCloseMs: app.ctx.config.liveStreams.idleCloseMs,
    clock: app.ctx.clock,
  });
  const cache = new AnswerCache({ clock: app.ctx.clock });
  const useCache = options.answerCache ?? true;
  // Kept, like the answers, only while this process hears every notification (ANSWER_CACHE turns both off).
  const sessions = new MerchantSessionCache({ clock: app.ctx.clock });
  app.ctx.tokens.useSessionCache(sessions);
  app.decorate('live', hub);
  app.decorate('liveQuota', new LiveStreamQuota());
  app.decorate('answerCache', cache);
  app.decorate('sessionCache', sessions);
  const listener: LiveListener = await startLiveListener(
    app.ctx.database,
    {
      onEvent: (event) => {
        cache.invalidate(`merchant:${event.merchantId}`);
        cache.invalidate(`consumer:${event.consumerId}`);
        hub.publish(event);
      },
      onTag: (tag) => cache.invalidate(tag),
      onSessionTag: (tag) => {
        sessions.invalidate(tag);
        void endRevokedStreams({ hub, tokens: app.ctx.tokens, log: app.log, tag });
      },
      onListening: () => {
        cache.setAvailable(useCache);
        sessions.setAvailable(useCache);
      },
      onLost: () => {
        cache.setAvailable(false);
        sessions.setAvailable(false);
      },
      onGap: () => {
        hub.resyncAll();
        void endRevokedStreams({ hub, tokens: app.ctx.tokens, log: app.log });
      },
    },
    app.log,
  );
  app.decorate('syncLive', () => listener.sync());
  if (options.syncBeforeReads) {
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && cache.isAvailable) await listener.sync();
    });
  }
  // A callback hook: reads (every poll) pass at once, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!cache.isAvailable || !WRITES.has(request.method) || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    // Not heard back (listening lost, or the database slow): nothing kept can be trusted.
    listener.sync().then(
      (heard) => {
        if (!heard) {
          cache.flush();
          sessions.flush();
        }
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => listener.close());
}
