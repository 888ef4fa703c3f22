import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitSettings } from '#api/config';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { RateLimitError } from '#api/modules/rate-limit/rate-limit-error';

/** The 429 when one phone received too many codes this hour. */
export const SMS_PHONE_LIMITED_MESSAGE =
  'Enviamos muitos códigos para este número. Aguarde até uma hora e tente novamente.';

/** The 429 when one address asked for too many codes today (whatever the phones). */
export const SMS_ADDRESS_LIMITED_MESSAGE =
  'Muitos códigos por SMS foram pedidos desta rede hoje. Tente novamente mais tarde.';

/** The 429 when the service sent every SMS its daily budget allows (whoever asked). */
export const SMS_BUDGET_LIMITED_MESSAGE =
  'O envio de códigos por SMS está suspenso por hoje. Tente novamente mais tarde.';

/**
 * Counts one text message against its limits before it is handed to the provider; throws RATE_LIMITED
 * (with Retry-After) over any of them. Every path that sends an SMS goes through it
 * (deliverVerificationCode), so a script cannot run up the provider's bill through any of them.
 */
export type SmsQuota = (phone: string) => Promise<void>;

/**
 * The SMS quota of one request, in shared counters: per phone per hour, per client address per day, and
 * the service's budget per day (`SMS_LIMIT_PER_DAY`) that no number of addresses gets past. The budget is
 * counted only once the per-phone and per-address limits let the message through, and a message the
 * budget refuses gives those back: the budget counts messages that are sent, so refusals elsewhere cannot
 * use it up. The first refusal of a day (the one that finds the count at max + 1, in one process only)
 * logs an error, so the operator learns that sign-ups with SMS verification stopped.
 */
export function createSmsQuota(options: {
  counters: RateLimitCounters;
  limits: RateLimitSettings;
  clientAddress: string;
  log: FastifyBaseLogger;
}): SmsQuota {
  const { counters, limits } = options;
  return async (phone) => {
    const counted = await counters.consume([
      { scope: 'sms-phone', subject: phone, limit: limits.smsPerPhone, message: SMS_PHONE_LIMITED_MESSAGE },
      {
        scope: 'sms-ip',
        subject: options.clientAddress,
        limit: limits.smsPerIp,
        message: SMS_ADDRESS_LIMITED_MESSAGE,
      },
    ]);
    try {
      await counters.consume([
        { scope: 'sms-day', subject: 'all', limit: limits.smsPerDay, message: SMS_BUDGET_LIMITED_MESSAGE },
      ]);
    } catch (error) {
      await counted.refund();
      if (error instanceof RateLimitError && error.over?.count === limits.smsPerDay.max + 1) {
        options.log.error(
          { smsPerDay: limits.smsPerDay.max },
          'orçamento diário de SMS esgotado (SMS_LIMIT_PER_DAY): nenhum código será enviado até o fim do dia (UTC)',
        );
      }
      throw error;
    }
  };
}
