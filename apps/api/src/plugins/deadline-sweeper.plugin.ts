import type { FastifyInstance } from 'fastify';
import { lapseBookingDeposits } from '#api/modules/bookings/booking-deposit.service';
import { pruneExpiredLiveEvents } from '#api/modules/live/prune-live-events.service';
import { expireQueueDeadlines } from '#api/modules/queue/expire-queue-deadlines.service';

/** Old live events are pruned at most this often (a tick is about a second). */
const LIVE_PRUNE_EVERY_MS = 60_000;

/**
 * Applies passed queue deadlines and lapses unpaid booking deposits (docs/bookings.md#deposit) every `intervalMs` (0 turns it off: tests sweep by hand with their
 * clock), and prunes live events older than what a reconnecting stream may replay. Readers also expire
 * what they read, so a missed tick never shows a stale status. Safe with several processes: the expiry
 * skips rows another process holds, and each prune just deletes what is left.
 */
export function registerDeadlineSweeper(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  let lastPruneAt = 0;
  const sweep = async () => {
    const count = await expireQueueDeadlines({ db: app.ctx.database.db, clock: app.ctx.clock }).catch(
      (error: unknown) => {
        app.log.error({ err: error }, 'falha ao aplicar prazos da fila');
        return 0;
      },
    );
    if (count > 0) app.log.info({ count }, 'prazos da fila aplicados');
    const lapsed = await lapseBookingDeposits({ db: app.ctx.database.db, clock: app.ctx.clock }).catch(
      (error: unknown) => {
        app.log.error({ err: error }, 'falha ao cancelar reservas com sinal vencido');
        return 0;
      },
    );
    if (lapsed > 0) app.log.info({ count: lapsed }, 'reservas com sinal vencido canceladas');
    if (Date.now() - lastPruneAt < LIVE_PRUNE_EVERY_MS) return;
    lastPruneAt = Date.now();
    await pruneExpiredLiveEvents({ db: app.ctx.database.db }).catch((error: unknown) =>
      app.log.error({ err: error }, 'falha ao apagar eventos ao vivo antigos'),
    );
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  timer.unref();
  // preClose: onClose hooks run last-registered first, after the server's hook that closes the database.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
