import type { Language } from '@suavez/shared/domain/language';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#api/lib/clock';
import { SmsDeliveryError } from '#api/modules/consumer/sms-http.provider';
import { createSmsProvider, type SmsProvider } from '#api/modules/consumer/sms-provider';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { buildBookingSms, buildCallSms } from './call-text';
import type { NotificationSender, OutboundNotification, SendOutcome } from './notification-sender';
import type { NotificationSenderFactory } from './notification-senders';
import { checkCallText, sendCountedText, type TextBudgetLimits, textSkipReasons } from './text-message-rules';

/** What the host reads when the SMS gateway could not take the message and it will be tried again. */
export const SMS_RETRY_REASON = 'Serviço de SMS indisponível; nova tentativa em instantes.';

/**
 * The SMS channel of the outbox (docs/notifications.md#text-messages): one SMS per call, through the
 * configured provider (the development outbox, readable at `GET /dev/sms?phone=`, or the HTTP gateway),
 * within the restaurant's and the service's daily budgets. A text that was not sent gives its budget back.
 */
export function createSmsSender(options: {
  sms: SmsProvider;
  counters: RateLimitCounters;
  limits: TextBudgetLimits;
  clock: Clock;
  log: FastifyBaseLogger;
}): NotificationSender {
  return {
    channel: 'sms',
    async send(notification) {
      const { booking } = notification;
      if (
        booking &&
        (notification.kind === 'booking_confirmed' || notification.kind === 'booking_reminder')
      ) {
        // A booking's notice (docs/bookings.md#notices): counted against the same budgets as a call's.
        const phone = notification.consumer.phone;
        if (!phone) return { status: 'skipped', reason: textSkipReasons.noPhone };
        const text = buildBookingSms({
          kind: notification.kind,
          restaurantName: notification.merchant.name,
          ...booking,
          statusUrl: notification.statusUrl,
          ...languageOf(notification),
        });
        return sendCountedText({
          ...options,
          notification,
          channel: 'sms',
          deliver: async () => {
            try {
              await options.sms.send(phone, text);
              return { status: 'sent' };
            } catch (error) {
              return smsFailure(error, options.log, notification.id);
            }
          },
          retryReason: SMS_RETRY_REASON,
          failureLog: 'SMS da reserva não enviado',
        });
      }
      const target = checkCallText(notification, options.clock.now());
      if ('skipped' in target) return target.skipped;
      return sendCountedText({
        ...options,
        notification,
        channel: 'sms',
        deliver: async () => {
          const text = buildCallSms({
            restaurantName: notification.merchant.name,
            minutesLeft: target.minutesLeft,
            statusUrl: notification.statusUrl,
            ...languageOf(notification),
          });
          try {
            await options.sms.send(target.phone, text);
            return { status: 'sent' };
          } catch (error) {
            return smsFailure(error, options.log, notification.id);
          }
        },
        retryReason: SMS_RETRY_REASON,
        failureLog: 'SMS da chamada não enviado',
      });
    },
  };
}

/** The SMS channel as the outbox worker builds it: the configured provider (`SMS_PROVIDER`) and budgets. */
export const smsSenderFactory: NotificationSenderFactory = ({ config, db, clock, limits, log }) =>
  createSmsSender({
    sms: createSmsProvider({ config, db, clock, log }),
    counters: limits,
    limits: config.rateLimits,
    clock,
    log,
  });

/** A gateway's 4xx will not pass on a retry (but 408 and 429 may); anything else is worth another try. */
function smsFailure(error: unknown, log: FastifyBaseLogger, notificationId: string): SendOutcome {
  const status = error instanceof SmsDeliveryError ? error.status : undefined;
  log.warn({ err: error, notificationId, status }, 'SMS da chamada recusado ou não entregue ao provedor');
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { status: 'failed', reason: `O serviço de SMS recusou a mensagem (HTTP ${status}).` };
  }
  return { status: 'retry', reason: SMS_RETRY_REASON };
}

/** The diner's language for a text's builder (rules.md §16), when the notice knows it. */
function languageOf(notification: OutboundNotification): { language?: Language } {
  return notification.consumer.language ? { language: notification.consumer.language } : {};
}
