import type { FastifyReply } from 'fastify';
import type { Db } from '#api/db/client';
import type { MerchantTokens } from '#api/modules/account/merchant-tokens';
import { endRevokedStreams } from './end-revoked-streams.service';
import { listLiveEventsAfter, readLiveHorizon } from './live.repository';
import { type LiveScope, RETRY_FRAME } from './live-event';
import type { LiveHub, LiveStream, LiveStreamSession } from './live-hub';
import type { LiveStreamQuota, StreamQuotaRule } from './live-stream-quota';

/** A reconnection that missed more than this many events refetches everything instead. */
const MAX_REPLAY = 500;

/** `Last-Event-ID` as an event id; undefined when it is not one (the client then resyncs). */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * Turns an authorized request into a live stream: counts it against the caps (beyond one: a 429 thrown
 * before anything is written), then headers, the `retry` frame, then, when the browser reconnects with
 * `Last-Event-ID`, the kept events after it that the scope sees (or `resync` when some are no longer
 * kept), then every new event. Events that arrive during the replay are held and sent after it. The
 * stream's slots are given back when its connection closes, whichever side closes it. A merchant's stream
 * ends when its session does (end-revoked-streams.service.ts).
 */
export async function openLiveStream(options: {
  hub: LiveHub;
  db: Db;
  reply: FastifyReply;
  scope: LiveScope;
  /** The `Last-Event-ID` header; absent on a first connection. */
  lastEventId: string | string[] | undefined;
  quota: LiveStreamQuota;
  /** The caps this stream counts against (liveStreamRules). */
  rules: StreamQuotaRule[];
  /** A merchant's stream: the session its token opened, and the tokens that check it. */
  merchant?: { session: LiveStreamSession; tokens: MerchantTokens };
}): Promise<void> {
  const { hub, reply } = options;
  const release = options.quota.acquire(options.rules);
  reply.hijack();
  const res = reply.raw;
  res.once('close', release);
  // The client left while the request was being authorized: its 'close' has already been emitted.
  if (res.destroyed) {
    release();
    return;
  }
  // Helmet's headers (set on the reply, which a hijacked answer never sends by itself).
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // Proxies (nginx) must pass each frame on at once, not buffer the answer.
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
    ...(hub.isClosed ? { connection: 'close' } : {}),
  });
  res.write(RETRY_FRAME);
  // A stopping server ends new streams at once: the browser retries in 1 s, on a server that is up.
  if (hub.isClosed) {
    res.end();
    return;
  }
  const stream = hub.add(res, options.scope, options.merchant?.session);
  res.once('close', () => hub.remove(stream));
  if (options.merchant) {
    // A revocation heard while this request was being authorized found no stream to end: check once more,
    // now that the stream is listed (from the session cache when it holds the session: no database read).
    const { session, tokens } = options.merchant;
    await endRevokedStreams({ hub, tokens, log: reply.log, tag: `session:${session.sessionId}` });
    if (res.writableEnded) return;
  }
  if (options.lastEventId !== undefined) {
    try {
      await replayMissed(options.db, hub, stream, options.scope, parseLastEventId(options.lastEventId));
    } catch (error) {
      reply.log.error({ err: error }, 'falha ao repetir eventos ao vivo');
      // The browser reconnects with the same Last-Event-ID and the replay is tried again.
      res.end();
      return;
    }
  }
  hub.goLive(stream);
}

async function replayMissed(
  db: Db,
  hub: LiveHub,
  stream: LiveStream,
  scope: LiveScope,
  afterId: number | undefined,
): Promise<void> {
  if (afterId === undefined) return hub.resync(stream);
  const { oldestId, lastIssuedId } = await readLiveHorizon(db);
  // An id never issued here (another database, a reset one), or events after it already pruned.
  const isForeign = afterId > lastIssuedId;
  const isPruned = oldestId === null ? afterId < lastIssuedId : oldestId > afterId + 1;
  if (isForeign || isPruned) return hub.resync(stream);
  const events = await listLiveEventsAfter(db, scope, afterId, MAX_REPLAY + 1);
  if (events.length > MAX_REPLAY) return hub.resync(stream);
  for (const event of events) hub.replay(stream, event);
}
