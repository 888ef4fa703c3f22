import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorLanguage, localizeErrorMessage } from '#api/lib/localize-error';

/** The answer to a request refused because the process is already busy with as many as it takes. */
export const SERVER_BUSY_MESSAGE = 'Muito movimento agora. Tente novamente em alguns segundos.';

export interface LoadSheddingOptions {
  /** API requests one process works on at once; one more is answered 503 at once. 0: no limit. */
  maxInFlight: number;
  /**
   * Past this mean event-loop delay (ms) over the last quarter second, every counted request is refused the
   * same way until it falls back; 0 or unset: off. PGlite runs its queries on the server's own thread, so
   * over its capacity the backlog waits unread in the sockets, never in flight: only the loop's delay sees it.
   */
  maxEventLoopDelayMs?: number;
  /** The `Retry-After` of those answers, in seconds. */
  retryAfterSeconds: number;
}

/** Requests answered 503 by the load shedding, so the access log keeps them quiet (request-log.plugin.ts). */
const shedRequests = new WeakSet<FastifyRequest>();

/** Whether this request was refused by the load shedding. */
export function wasShed(request: FastifyRequest): boolean {
  return shedRequests.has(request);
}

/** Live streams stay open for minutes and wait on nothing; the API's documentation is static. */
function isCounted(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/live/') && !url.startsWith('/api/docs');
}

/**
 * Load shedding (README.md#operations): past `maxInFlight` API requests in progress in this process, the next
 * is answered `503 {code: 'UNAVAILABLE'}` with `Retry-After` before any work is done for it, instead of
 * waiting in line for the database until the client's own timeout. PGlite is one embedded database per
 * process: over its capacity every request would wait longer and longer (6 s at p99 and sockets timing out in
 * the benchmark before this); refusing the excess early keeps the admitted ones fast, and the web client
 * waits `Retry-After` before it asks again (apps/web/src/lib/api-client.ts). Counted from the request's
 * arrival to the socket's `close` (answered or abandoned); the refusals are summed in one warning per 10 s.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  const maxDelayMs = options.maxEventLoopDelayMs ?? 0;
  if (options.maxInFlight <= 0 && maxDelayMs <= 0) return;
  const maxInFlight = options.maxInFlight > 0 ? options.maxInFlight : Number.POSITIVE_INFINITY;
  const isLagging = maxDelayMs > 0 ? watchEventLoop(app, maxDelayMs) : () => false;
  let inFlight = 0;
  let shedSinceWarning = 0;
  let warningTimer: NodeJS.Timeout | undefined;

  const warnLater = () => {
    shedSinceWarning += 1;
    if (warningTimer) return;
    warningTimer = setTimeout(() => {
      warningTimer = undefined;
      app.log.warn(
        { refused: shedSinceWarning, maxInFlight: options.maxInFlight, maxEventLoopDelayMs: maxDelayMs },
        'sobrecarga: requisições recusadas com 503 nos últimos 10 s',
      );
      shedSinceWarning = 0;
    }, 10_000);
    warningTimer.unref();
  };
  app.addHook('onClose', async () => clearTimeout(warningTimer));

  app.addHook('onRequest', (request, reply, done) => {
    if (!isCounted(request.url)) {
      done();
      return;
    }
    if (inFlight >= maxInFlight || isLagging()) {
      shedRequests.add(request);
      warnLater();
      void reply
        .code(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({
          code: 'UNAVAILABLE',
          message: localizeErrorMessage(SERVER_BUSY_MESSAGE, 'UNAVAILABLE', errorLanguage(request)),
        });
      return;
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}

/** How often the event loop's delay is read (and its histogram started again). */
const DELAY_WINDOW_MS = 250;

/**
 * Whether the event loop's mean delay over the last window passed `maxDelayMs`. The mean, not the maximum:
 * one long task (a year's report) moves it less than a backlog of requests does.
 */
function watchEventLoop(app: FastifyInstance, maxDelayMs: number): () => boolean {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lagging = false;
  const sampler = setInterval(() => {
    lagging = histogram.count > 0 && histogram.mean / 1e6 > maxDelayMs;
    histogram.reset();
  }, DELAY_WINDOW_MS);
  sampler.unref();
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });
  return () => lagging;
}
