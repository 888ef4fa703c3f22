import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A code is good for 10 minutes (docs/access.md#sms-codes). */
export const CODE_TTL_MS = 10 * 60 * 1000;

/**
 * Wrong tries a code allows one device (the consumer id it verifies with); after them even the right code
 * is refused on that device, and only there (docs/access.md#sms-codes).
 */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Wrong tries a code allows every device together: the phone's ceiling on guessing from many devices.
 * Past it the code is spent and a new one is needed; a device that holds the phone's session never needs one.
 */
export const MAX_PHONE_CODE_ATTEMPTS = 10;

/** A new code may be sent this long after the previous one (60 s: docs/access.md#sms-codes). */
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;

/** A random 6-digit code, zero-padded ('004217'). */
export function generateVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the server secret and bound to the phone. A
 * 6-digit space is too small for a slow hash to matter; what protects it is the secret (a database dump
 * alone does not reveal codes), the 5 tries and the 10-minute life.
 */
export function hashVerificationCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone:${phone}:${code}`).digest('hex');
}

/** Whether `code` matches a stored hash, compared in constant time. */
export function isVerificationCodeMatch(
  secret: string,
  phone: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashVerificationCode(secret, phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The SMS the consumer receives. */
export function formatVerificationSms(code: string): string {
  return `SuaVez: seu código de verificação é ${code}. Ele vale por 10 minutos. Não compartilhe este código.`;
}
