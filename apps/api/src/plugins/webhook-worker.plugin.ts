import type { FastifyInstance } from 'fastify';
import { createEmailProvider } from '#api/modules/email/email-provider';
import { notifyWebhookDisabled } from '#api/modules/webhooks/notify-webhook-disabled.service';
import { sendDueWebhooks } from '#api/modules/webhooks/send-due-webhooks.service';
import { createHttpWebhookSender, type WebhookSender } from '#api/modules/webhooks/webhook-sender';
import { runEvery } from './interval-worker';

/**
 * The webhooks' worker in this process (docs/integrations.md#delivery), as the notification worker: every
 * `intervalMs` (0 turns it off: tests run the pass by hand) it sends the due deliveries; safe with several
 * processes (`FOR UPDATE SKIP LOCKED` and a lease); closing waits for the sends in flight.
 */
export function registerWebhookWorker(
  app: FastifyInstance,
  intervalMs: number,
  givenSender?: WebhookSender,
): void {
  if (intervalMs <= 0) return;
  const { ctx } = app;
  const sender = givenSender ?? createHttpWebhookSender({ isProduction: ctx.config.isProduction });
  const email = createEmailProvider({
    settings: ctx.config.email,
    isProduction: ctx.config.isProduction,
    db: ctx.database.db,
    log: app.log,
  });
  const mail = { db: ctx.database.db, email, publicUrl: ctx.config.publicUrl, log: app.log };
  const onTurnedOff = (endpointId: string, reason: string) => notifyWebhookDisabled(mail, endpointId, reason);
  runEvery(app, intervalMs, 'falha ao enviar webhooks', async (isStopping) => {
    const counts = await sendDueWebhooks({
      db: ctx.database.db,
      clock: ctx.clock,
      sender,
      log: app.log,
      isStopping,
      onTurnedOff,
    });
    if (counts.delivered + counts.retried + counts.failed > 0) app.log.info(counts, 'webhooks enviados');
  });
}
