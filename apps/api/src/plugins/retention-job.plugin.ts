import type { FastifyInstance } from 'fastify';
import { runDailyRetention } from '#api/modules/retention/run-retention.service';

/** The first check comes this soon after start (at most), so frequent restarts never starve the job. */
const FIRST_CHECK_MAX_MS = 60_000;

/**
 * Every `intervalMs` (0 turns it off: tests run the service with their own clock) asks whether today's
 * retention run is due and, if this process wins the claim, runs it (docs/security.md, "Retention"). Safe
 * with several processes: the claim is one compare-and-set, and every step of the run is idempotent. Logs
 * counts only, never names or phones.
 */
export function registerRetentionJob(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const check = () => {
    if (running) return;
    running = runDailyRetention({ db: app.ctx.database.db, clock: app.ctx.clock })
      .then((result) => {
        if (result.claimed) app.log.info(result.counts, 'retenção de dados aplicada');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao aplicar a retenção de dados'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(check, Math.min(intervalMs, FIRST_CHECK_MAX_MS));
  const timer = setInterval(check, intervalMs);
  first.unref();
  timer.unref();
  // preClose: onClose hooks run last-registered first, after the server's hook that closes the database.
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
