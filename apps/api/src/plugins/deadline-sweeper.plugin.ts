import type { FastifyInstance } from 'fastify';
import { expireQueueDeadlines } from '../modules/queue/expire-queue-deadlines.service';

/**
 * Applies passed queue deadlines every `intervalMs` (0 turns it off: tests sweep by hand with their
 * clock). Readers also expire what they read, so a missed tick never shows a stale status.
 */
export function registerDeadlineSweeper(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = expireQueueDeadlines({ db: app.ctx.database.db, clock: app.ctx.clock })
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'prazos da fila aplicados');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao aplicar prazos da fila'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
