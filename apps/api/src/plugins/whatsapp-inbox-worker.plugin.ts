import type { FastifyInstance } from 'fastify';
import { processWhatsAppInbox } from '#api/modules/whatsapp/process-whatsapp-inbox.service';
import type { WhatsAppMessageHandler } from '#api/modules/whatsapp/whatsapp-message-handler';
import { runEvery } from './interval-worker';

/**
 * The WhatsApp inbox's worker in this process (docs/whatsapp.md#inbox-worker): every `intervalMs` (0 turns
 * it off: tests run the pass by hand) it processes what the webhook kept, and only with the conversation
 * configured. `handler` is the conversation (`createWhatsAppMessageHandler` of
 * modules/whatsapp/whatsapp-conversation.service.ts, or a test's); without one, messages wait in the
 * inbox and statuses are still applied. Safe with several processes: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease. Stops claiming when the server drains or closes, and closing waits
 * for the pass in flight.
 */
export function registerWhatsAppInboxWorker(
  app: FastifyInstance,
  intervalMs: number,
  handler: WhatsAppMessageHandler | undefined,
): void {
  const { ctx } = app;
  if (intervalMs <= 0 || !ctx.config.whatsApp?.inbound) return;
  if (!handler)
    app.log.warn('WhatsApp sem conversa neste servidor: mensagens recebidas ficam na caixa de entrada');
  runEvery(app, intervalMs, 'falha ao processar a caixa de entrada do WhatsApp', async (isStopping) => {
    const counts = await processWhatsAppInbox({
      db: ctx.database.db,
      clock: ctx.clock,
      log: app.log,
      counters: ctx.limits,
      perPhone: ctx.config.rateLimits.whatsAppInboundPerPhone,
      handler,
      isStopping,
    });
    if (counts.processed + counts.retried + counts.failed > 0) {
      app.log.info(counts, 'caixa de entrada do WhatsApp processada');
    }
  });
}
