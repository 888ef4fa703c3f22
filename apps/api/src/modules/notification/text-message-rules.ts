import type { TextChannel } from '@suavez/shared/domain/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitSettings } from '#api/config';
import type { CountedAttempt, RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { RateLimitError } from '#api/modules/rate-limit/rate-limit-error';
import type { OutboundNotification, SendOutcome } from './notification-sender';

// What the SMS and WhatsApp senders share (docs/notifications.md#text-messages): which notices go by text,
// and the daily budgets each text is counted against before it is handed to a provider.

/** Why a text was not sent: each reason is shown to the host on the queue card. */
export const textSkipReasons = {
  notACall: 'Só a chamada é avisada por mensagem de texto.',
  noPhone: 'Cliente sem telefone.',
  callOver: 'A chamada já terminou.',
  merchantBudget: 'Limite diário de mensagens do restaurante atingido.',
  serviceBudget: 'Limite diário de SMS do serviço atingido.',
} as const;

/** A call text ready to go: the phone (digits) and the minutes the consumer has left to answer. */
export interface CallTextTarget {
  phone: string;
  minutesLeft: number;
}

/**
 * Whether a notice goes out as a call text: only the call does (the other notices are Web Push only), the
 * consumer must still have a phone (an anonymised one has none), and the call must still run.
 */
export function checkCallText(
  notification: OutboundNotification,
  now: Date,
): CallTextTarget | { skipped: SendOutcome } {
  const skip = (reason: string) => ({ skipped: { status: 'skipped', reason } as const });
  if (notification.kind !== 'called') return skip(textSkipReasons.notACall);
  const phone = notification.consumer.phone;
  if (!phone) return skip(textSkipReasons.noPhone);
  const left = notification.deadlineAt ? notification.deadlineAt.getTime() - now.getTime() : 0;
  if (left <= 0) return skip(textSkipReasons.callOver);
  return { phone, minutesLeft: Math.min(99, Math.ceil(left / 60_000)) };
}

/** The limits a call text counts against. */
export type TextBudgetLimits = Pick<RateLimitSettings, 'textPerMerchantDay' | 'smsPerDay'>;

/** A text the budgets let through (given back when it was not sent after all), or why they did not. */
export type TextBudget = { ok: true; refund(): Promise<void> } | { ok: false; reason: string };

/**
 * Counts one call text against the restaurant's daily budget (`SMS_LIMIT_PER_MERCHANT_DAY`, SMS and
 * WhatsApp together, so switching channel does not double it) and, for an SMS, the service's daily SMS
 * budget (`SMS_LIMIT_PER_DAY`, the same counter as the verification codes'). The shared counters hold
 * across processes. The first refusal of a day (the count at max + 1) logs once.
 */
export async function spendTextBudget(options: {
  counters: RateLimitCounters;
  limits: TextBudgetLimits;
  merchantId: string;
  channel: TextChannel;
  log: FastifyBaseLogger;
}): Promise<TextBudget> {
  const { counters, limits } = options;
  let merchant: CountedAttempt;
  try {
    merchant = await counters.consume([
      { scope: 'text-merchant-day', subject: options.merchantId, limit: limits.textPerMerchantDay },
    ]);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    if (error.over?.count === limits.textPerMerchantDay.max + 1) {
      options.log.warn(
        { merchantId: options.merchantId, max: limits.textPerMerchantDay.max },
        'orçamento diário de mensagens do restaurante esgotado (SMS_LIMIT_PER_MERCHANT_DAY)',
      );
    }
    return { ok: false, reason: textSkipReasons.merchantBudget };
  }
  if (options.channel !== 'sms') return { ok: true, refund: () => merchant.refund() };
  let service: CountedAttempt;
  try {
    service = await counters.consume([{ scope: 'sms-day', subject: 'all', limit: limits.smsPerDay }]);
  } catch (error) {
    await merchant.refund();
    if (!(error instanceof RateLimitError)) throw error;
    if (error.over?.count === limits.smsPerDay.max + 1) {
      options.log.error(
        { smsPerDay: limits.smsPerDay.max },
        'orçamento diário de SMS esgotado (SMS_LIMIT_PER_DAY): nenhum SMS será enviado até o fim do dia (UTC)',
      );
    }
    return { ok: false, reason: textSkipReasons.serviceBudget };
  }
  return {
    ok: true,
    refund: async () => {
      await merchant.refund();
      await service.refund();
    },
  };
}

/**
 * Sends one call text within the budgets (spendTextBudget): `deliver` hands it to the provider, and a text
 * that did not go out gives its budget back. An error on the way (the budgets' database, most often) keeps
 * the notice in the outbox, tried again with `retryReason`; `failureLog` says which text was not sent.
 */
export async function sendCountedText(options: {
  notification: OutboundNotification;
  channel: TextChannel;
  counters: RateLimitCounters;
  limits: TextBudgetLimits;
  log: FastifyBaseLogger;
  deliver: () => Promise<SendOutcome>;
  retryReason: string;
  failureLog: string;
}): Promise<SendOutcome> {
  const { notification, log } = options;
  try {
    const budget = await spendTextBudget({
      counters: options.counters,
      limits: options.limits,
      merchantId: notification.merchant.id,
      channel: options.channel,
      log,
    });
    if (!budget.ok) return { status: 'skipped', reason: budget.reason };
    const outcome = await options.deliver();
    if (outcome.status !== 'sent') await budget.refund();
    return outcome;
  } catch (error) {
    log.error({ err: error, notificationId: notification.id }, options.failureLog);
    return { status: 'retry', reason: options.retryReason };
  }
}
