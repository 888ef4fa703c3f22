import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#api/lib/app-error';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { RateLimitError } from '#api/modules/rate-limit/rate-limit-error';

/**
 * Per-address limits in memory (@fastify/rate-limit, only on routes that ask for one with `perIpLimit`:
 * reads are never limited per address), `Retry-After` on the durable limits' 429s, and the cleanup of
 * expired counters every `cleanupIntervalMs` (0: off; safe with several processes, each just deletes what
 * expired). The limits themselves live in modules/rate-limit/.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { counters: RateLimitCounters; cleanupIntervalMs: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  // onError runs before the error handler, and the header set here stays on the answer.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitError) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  if (options.cleanupIntervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options.counters
      .deleteExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao limpar contadores de tentativas'))
      .finally(() => {
        running = undefined;
      });
  }, options.cleanupIntervalMs);
  timer.unref();
  // preClose: onClose hooks run last-registered first, after the server's hook that closes the database.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
