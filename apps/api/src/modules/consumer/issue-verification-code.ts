import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import {
  deleteVerificationCode,
  insertVerificationCode,
  lockLatestVerificationCode,
} from './consumer.repository';
import type { SmsProvider } from './sms-provider';
import type { SmsQuota } from './sms-quota';
import {
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  formatVerificationSms,
  generateVerificationCode,
  hashVerificationCode,
  MAX_PHONE_CODE_ATTEMPTS,
} from './verification-code';

/** What the consumer reads when the SMS could not be handed to the provider. */
export const SMS_UNAVAILABLE_MESSAGE =
  'Não foi possível enviar o código por SMS agora. Tente novamente em instantes.';

/** A code stored and waiting to be sent, or how long until another may be sent. */
export type PreparedCode = { codeId: string; code: string } | { waitMs: number };

/**
 * Stores a new code for a phone whose lock the caller's transaction holds (lockConsumerPhone: two requests
 * never both pass the spacing check), unless the phone's previous code is younger than 60 s and still
 * usable: that one is still valid, for this device too. The code is the phone's, so whichever device asked,
 * the SMS the phone received last is the one that works.
 */
export async function prepareVerificationCode(
  tx: Db,
  options: { secret: string; phone: string; consumerId: string; now: Date },
): Promise<PreparedCode> {
  const latest = await lockLatestVerificationCode(tx, options.phone);
  // A code already used (another device proved the phone with it) or spent by wrong tries holds nothing
  // back: the next one goes out at once, within the SMS limits.
  const isUsable =
    latest !== undefined &&
    latest.consumedAt === null &&
    latest.expiresAt.getTime() > options.now.getTime() &&
    latest.attempts < MAX_PHONE_CODE_ATTEMPTS;
  const age = isUsable ? options.now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (age < CODE_RESEND_INTERVAL_MS) return { waitMs: CODE_RESEND_INTERVAL_MS - age };
  const code = generateVerificationCode();
  // Strictly after the previous code, even within one millisecond: the latest code is the one that counts.
  const at =
    latest && latest.createdAt.getTime() >= options.now.getTime()
      ? new Date(latest.createdAt.getTime() + 1)
      : options.now;
  const row = await insertVerificationCode(tx, {
    consumerId: options.consumerId,
    phone: options.phone,
    codeHash: hashVerificationCode(options.secret, options.phone, code),
    expiresAt: new Date(at.getTime() + CODE_TTL_MS),
    at,
  });
  return { codeId: row.id, code };
}

/**
 * Sends a prepared code after its transaction committed (no lock is held during the network call). The
 * message first counts against the SMS limits (429 over them). A code that was not sent (over a limit,
 * or refused by the provider: 503) is deleted, so it never works and does not hold back the next one.
 */
export async function deliverVerificationCode(options: {
  db: Db;
  sms: SmsProvider;
  quota: SmsQuota;
  phone: string;
  prepared: { codeId: string; code: string };
}): Promise<void> {
  try {
    await options.quota(options.phone);
  } catch (error) {
    await deleteVerificationCode(options.db, options.prepared.codeId);
    throw error;
  }
  try {
    await options.sms.send(options.phone, formatVerificationSms(options.prepared.code));
  } catch (error) {
    await deleteVerificationCode(options.db, options.prepared.codeId);
    throw Object.assign(new AppError('UNAVAILABLE', SMS_UNAVAILABLE_MESSAGE), { cause: error });
  }
}
