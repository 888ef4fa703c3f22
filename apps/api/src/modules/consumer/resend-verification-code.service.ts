import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findConsumer, lockConsumerPhone } from './consumer.repository';
import { deliverVerificationCode, prepareVerificationCode } from './issue-verification-code';
import type { SmsProvider } from './sms-provider';
import type { SmsQuota } from './sms-quota';

/** What `POST /consumer/resend-code` answers when SMS verification is off. */
export const SMS_VERIFICATION_OFF_MESSAGE = 'A verificação por SMS não está ativa.';

/** The 429 inside the 60 s between two codes. */
export function resendTooSoonMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para pedir um novo código.`;
}

/**
 * 'Reenviar código': a new code replaces the phone's previous one, at most one per 60 s per phone, whichever
 * device asks (RATE_LIMITED with the seconds left otherwise). Unknown consumers answer NOT_FOUND.
 */
export async function resendVerificationCode(options: {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  smsQuota: SmsQuota;
  secret: string;
  consumerId: string;
  isSmsVerificationOn: boolean;
}): Promise<void> {
  if (!options.isSmsVerificationOn) throw new AppError('NOT_FOUND', SMS_VERIFICATION_OFF_MESSAGE);
  const now = options.clock.now();
  const outcome = await options.db.transaction(async (tx) => {
    const consumer = await findConsumer(tx, options.consumerId);
    // An anonymised consumer has no phone to send to.
    if (!consumer?.phone) return undefined;
    await lockConsumerPhone(tx, consumer.phone);
    const prepared = await prepareVerificationCode(tx, {
      secret: options.secret,
      phone: consumer.phone,
      consumerId: consumer.id,
      now,
    });
    return { phone: consumer.phone, prepared };
  });
  if (!outcome) throw new AppError('NOT_FOUND', 'Cliente não encontrado.');
  const { phone, prepared } = outcome;
  if ('waitMs' in prepared) throw new AppError('RATE_LIMITED', resendTooSoonMessage(prepared.waitMs));
  await deliverVerificationCode({
    db: options.db,
    sms: options.sms,
    quota: options.smsQuota,
    phone,
    prepared,
  });
}
