import type { NotificationChannel } from '@suavez/shared/domain/notification';
import type { FastifyInstance } from 'fastify';
import { listWaitingChannels } from '#api/modules/notification/notification.repository';
import {
  createNotificationSenders,
  type NotificationSenders,
} from '#api/modules/notification/notification-senders';
import { sendDueNotifications } from '#api/modules/notification/send-due-notifications.service';
import { runEvery } from './interval-worker';

/** Rows of a channel without a sender are looked for at most this often (to log them once). */
const WAITING_CHECK_EVERY_MS = 60_000;

/**
 * The notification outbox's worker in this process (docs/notifications.md#worker): every `intervalMs` (0
 * turns it off: tests run the pass by hand with their clock and senders) it sends what is due. Safe with
 * several processes: each claims rows with `FOR UPDATE SKIP LOCKED` and a lease. Stops claiming when the
 * server starts draining or closing, and closing waits for the sends in flight, which are then recorded.
 */
export function registerNotificationWorker(
  app: FastifyInstance,
  intervalMs: number,
  givenSenders?: NotificationSenders,
): void {
  if (intervalMs <= 0) return;
  const { ctx } = app;
  const senders =
    givenSenders ??
    createNotificationSenders({
      config: ctx.config,
      db: ctx.database.db,
      clock: ctx.clock,
      limits: ctx.limits,
      log: app.log,
    });
  let lastWaitingCheckAt = Number.NEGATIVE_INFINITY;
  const reported = new Set<NotificationChannel>();

  const reportChannelsWithoutSender = async () => {
    if (Date.now() - lastWaitingCheckAt < WAITING_CHECK_EVERY_MS) return;
    lastWaitingCheckAt = Date.now();
    const waiting = await listWaitingChannels(ctx.database.db, {
      except: [...senders.keys()],
      now: ctx.clock.now(),
    });
    for (const channel of waiting.filter((name) => !reported.has(name))) {
      reported.add(channel);
      app.log.warn({ channel }, 'avisos pendentes de um canal sem remetente neste servidor');
    }
  };

  runEvery(app, intervalMs, 'falha ao enviar avisos da fila', async (isStopping) => {
    const counts = await sendDueNotifications({
      db: ctx.database.db,
      clock: ctx.clock,
      senders,
      publicUrl: ctx.config.publicUrl,
      log: app.log,
      isStopping,
    });
    if (counts.sent + counts.failed + counts.skipped + counts.retried > 0) {
      app.log.info(counts, 'avisos da fila processados');
    }
    await reportChannelsWithoutSender();
  });
}
