import type { RateLimit } from '#api/config';
import { ADDRESS_RATE_LIMITED_MESSAGE } from '#api/modules/rate-limit/address-limits';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';

/** The 429 after too many account e-mails to one address. */
export const ACCOUNT_EMAIL_LIMITED_MESSAGE =
  'Muitos e-mails pedidos para este endereço. Aguarde um pouco e tente novamente.';

/** The shared limits of the account e-mails (docs/security.md, "Rate limits"). */
export interface AccountEmailLimits {
  counters: RateLimitCounters;
  /** E-mails to one address, whoever asks. */
  perAddress: RateLimit;
  /** E-mails asked for from one client address, whatever the address they go to. */
  perIpCeiling: RateLimit;
  /** The client's address as the limits count it (clientAddressOf). */
  clientAddress: string;
}

/**
 * Counts one account e-mail to `email` (lower-case) before anything is looked up, so a 429 says nothing about
 * whether the address has an account; throws RateLimitError over either limit.
 */
export async function countAccountEmail(limits: AccountEmailLimits, email: string): Promise<void> {
  await limits.counters.consume([
    {
      scope: 'account-email',
      subject: email,
      limit: limits.perAddress,
      message: ACCOUNT_EMAIL_LIMITED_MESSAGE,
    },
    {
      scope: 'account-email-ip',
      subject: limits.clientAddress,
      limit: limits.perIpCeiling,
      message: ADDRESS_RATE_LIMITED_MESSAGE,
    },
  ]);
}
