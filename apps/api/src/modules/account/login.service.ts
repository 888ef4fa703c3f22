import type { RateLimit } from '#api/config';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { getDummyHash, verifyPassword } from '#api/lib/password';
import { ADDRESS_RATE_LIMITED_MESSAGE } from '#api/modules/rate-limit/address-limits';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { findMerchantUserByEmail } from './account.repository';
import type { MerchantTokens } from './merchant-tokens';

/** Reads `Authorization: Basic base64(email:password)`; throws INVALID_CREDENTIALS when malformed. */
export function parseBasicCredentials(header: string | undefined): { email: string; password: string } {
  if (!header?.startsWith('Basic ')) throw new AppError('INVALID_CREDENTIALS');
  const decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) throw new AppError('INVALID_CREDENTIALS');
  const email = decoded.slice(0, separator).trim();
  const password = decoded.slice(separator + 1);
  if (email.length > 254 || password.length > 256) throw new AppError('INVALID_CREDENTIALS');
  return { email, password };
}

/** The 429 after too many failed logins with one e-mail, from any address. */
export const LOGIN_EMAIL_LIMITED_MESSAGE =
  'Muitas tentativas de entrar com este e-mail. Aguarde alguns minutos e tente novamente.';

/**
 * Logs a merchant user in: checks the password, answers a 12-hour token. Every attempt first counts
 * against the e-mail's limit (shared by all processes, so guessing one account's password from many
 * addresses is cut off too) and the address's ceiling (one address spraying passwords over many e-mails;
 * generous, as a carrier's CGNAT address is shared by many); a successful login gives both back, so only
 * failures add up.
 */
export async function loginMerchant(options: {
  db: Db;
  tokens: MerchantTokens;
  attempts: RateLimitCounters;
  limitPerEmail: RateLimit;
  /** The client's address as the limits count it (clientAddressOf). */
  clientAddress: string;
  limitPerAddress: RateLimit;
  email: string;
  password: string;
}): Promise<{ accessToken: string }> {
  const attempt = await options.attempts.consume([
    {
      scope: 'login-email',
      subject: options.email.toLowerCase(),
      limit: options.limitPerEmail,
      message: LOGIN_EMAIL_LIMITED_MESSAGE,
    },
    {
      scope: 'login-ip',
      subject: options.clientAddress,
      limit: options.limitPerAddress,
      message: ADDRESS_RATE_LIMITED_MESSAGE,
    },
  ]);
  const user = await findMerchantUserByEmail(options.db, options.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), options.password);
  // An invited person who has not set a password yet cannot log in: the dummy hash never matches.
  if (!user?.passwordHash || !isValid) throw new AppError('INVALID_CREDENTIALS');
  await attempt.refund();
  const accessToken = await options.tokens.sign({
    merchantId: user.merchantId,
    userId: user.id,
    role: user.role,
  });
  return { accessToken };
}
