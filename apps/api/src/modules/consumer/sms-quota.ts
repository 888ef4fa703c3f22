import type { RateLimitSettings } from '../../config';
import type { RateLimitCounters } from '../../plugins/rate-limit.plugin';

/** The 429 when one phone received too many codes this hour. */
export const SMS_PHONE_LIMITED_MESSAGE =
  'Enviamos muitos códigos para este número. Aguarde até uma hora e tente novamente.';

/** The 429 when one address asked for too many codes today (whatever the phones). */
export const SMS_ADDRESS_LIMITED_MESSAGE =
  'Muitos códigos por SMS foram pedidos desta rede hoje. Tente novamente mais tarde.';

/**
 * Counts one text message against its limits before it is handed to the provider; throws RATE_LIMITED
 * (with Retry-After) over either. Every path that sends an SMS goes through it (deliverVerificationCode),
 * so a script cannot run up the provider's bill through any of them.
 */
export type SmsQuota = (phone: string) => Promise<void>;

/** The SMS quota of one request: per phone per hour and per client address per day, shared counters. */
export function createSmsQuota(options: {
  counters: RateLimitCounters;
  limits: RateLimitSettings;
  clientAddress: string;
}): SmsQuota {
  return async (phone) => {
    await options.counters.consume([
      {
        scope: 'sms-phone',
        subject: phone,
        limit: options.limits.smsPerPhone,
        message: SMS_PHONE_LIMITED_MESSAGE,
      },
      {
        scope: 'sms-ip',
        subject: options.clientAddress,
        limit: options.limits.smsPerIp,
        message: SMS_ADDRESS_LIMITED_MESSAGE,
      },
    ]);
  };
}
