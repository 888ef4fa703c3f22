import type { FastifyBaseLogger } from 'fastify';
import { templateLanguageFor, type WhatsAppSettings } from '#api/config-whatsapp';
import type { Clock } from '#api/lib/clock';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { buildWhatsAppCallMessage, toWhatsAppTemplateText } from './call-text';
import type { NotificationSender } from './notification-sender';
import type { NotificationSenderFactory } from './notification-senders';
import { checkCallText, sendCountedText, type TextBudgetLimits } from './text-message-rules';
import { sendWhatsAppMessage, sendWhatsAppTemplate } from './whatsapp-cloud.provider';
import { replySkipReasons } from './whatsapp-reply-policy';

/** What the host reads when the merchant chose WhatsApp but the server has no WhatsApp account configured. */
export const WHATSAPP_NOT_CONFIGURED_REASON = 'O WhatsApp não está configurado neste servidor.';

/** What the host reads when the consumer's phone cannot be a Brazilian number. */
export const WHATSAPP_BAD_PHONE_REASON = 'O telefone do cliente não é um número brasileiro válido.';

/** A stored phone (DDD + number, digits) in E.164, as the Cloud API takes it; null when it cannot be one. */
export function toE164BrazilPhone(digits: string): string | null {
  return /^[1-9]{2}\d{8,9}$/.test(digits) ? `+55${digits}` : null;
}

/**
 * The WhatsApp channel of the outbox, which takes the SMS's place for the merchants that chose it
 * (docs/notifications.md#text-messages): one template message per call (`WHATSAPP_TEMPLATE`, pt_BR, body
 * parameters: the restaurant's name and the link to the status page), within the restaurant's daily
 * budget. A message that was not sent gives its budget back. An entry that joined by WhatsApp gets its call
 * in the chat with the buttons 'Estou indo' and 'Sair da fila' while its window is open, and nothing once
 * it said 'parar'; the conversation's replies go as they were composed (docs/whatsapp.md#replies).
 */
export function createWhatsAppSender(options: {
  settings: WhatsAppSettings | undefined;
  counters: RateLimitCounters;
  limits: TextBudgetLimits;
  clock: Clock;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): NotificationSender {
  return {
    channel: 'whatsapp',
    async send(notification) {
      const { settings } = options;
      if (!settings) return { status: 'skipped', reason: WHATSAPP_NOT_CONFIGURED_REASON };
      const conversation = notification.whatsApp;
      if (conversation?.isOptedOut) return { status: 'skipped', reason: replySkipReasons.optedOut };
      if (conversation?.isWindowOpen) {
        // Joined by WhatsApp, window open: the call as a message with its answer buttons, to the chat.
        const call = checkCallText(
          { ...notification, consumer: { ...notification.consumer, phone: conversation.replyTo } },
          options.clock.now(),
        );
        if ('skipped' in call) return call.skipped;
        return sendCountedText({
          ...options,
          notification,
          channel: 'whatsapp',
          deliver: () =>
            sendWhatsAppMessage({
              settings,
              to: conversation.replyTo,
              message: buildWhatsAppCallMessage({
                restaurantName: notification.merchant.name,
                minutesLeft: call.minutesLeft,
              }),
              log: options.log,
              ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
            }),
          retryReason: 'Erro ao enviar pelo WhatsApp; nova tentativa em instantes.',
          failureLog: 'WhatsApp da chamada não enviado',
        });
      }
      const target = checkCallText(notification, options.clock.now());
      if ('skipped' in target) return target.skipped;
      const to = toE164BrazilPhone(target.phone);
      if (to === null) return { status: 'failed', reason: WHATSAPP_BAD_PHONE_REASON };
      return sendCountedText({
        ...options,
        notification,
        channel: 'whatsapp',
        deliver: () =>
          sendWhatsAppTemplate({
            settings,
            message: {
              to,
              parameters: [toWhatsAppTemplateText(notification.merchant.name), notification.statusUrl],
              // In the diner's language when the template is approved in it (rules.md §16).
              language: templateLanguageFor(settings, notification.consumer.language ?? 'pt-BR'),
            },
            log: options.log,
            ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
          }),
        retryReason: 'Erro ao enviar pelo WhatsApp; nova tentativa em instantes.',
        failureLog: 'WhatsApp da chamada não enviado',
      });
    },
    // A conversation's reply: inside the window (the worker checked it), outside the restaurant's budget.
    async sendReply(reply) {
      const { settings } = options;
      if (!settings) return { status: 'skipped', reason: WHATSAPP_NOT_CONFIGURED_REASON };
      return sendWhatsAppMessage({
        settings,
        to: reply.recipient,
        message: reply.message,
        log: options.log,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
    },
  };
}

/**
 * The WhatsApp channel as the outbox worker builds it. Registered also without an account, so a merchant
 * who chose WhatsApp before it was unconfigured sees 'not sent' with the reason instead of a pending notice.
 */
export const whatsAppSenderFactory: NotificationSenderFactory = ({ config, clock, limits, log }) =>
  createWhatsAppSender({
    settings: config.whatsApp,
    counters: limits,
    limits: config.rateLimits,
    clock,
    log,
  });
