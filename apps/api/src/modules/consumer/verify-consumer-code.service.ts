import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import {
  consumeVerificationCode,
  findCodeTries,
  findConsumer,
  incrementCodeAttempts,
  incrementCodeTries,
  lockConsumerPhone,
  lockLatestVerificationCode,
  lockVerifiedConsumerByPhone,
  markConsumerPhoneVerified,
} from './consumer.repository';
import { isVerificationCodeMatch, MAX_CODE_ATTEMPTS, MAX_PHONE_CODE_ATTEMPTS } from './verification-code';

/** Answers of a refused code (pt-BR, shown as the server's message in the code modal). */
export const codeMessages = {
  none: 'Nenhum código foi enviado para este número. Toque em "Reenviar código".',
  used: 'Este código já foi usado. Toque em "Reenviar código" para receber outro.',
  expired: 'Este código expirou. Toque em "Reenviar código" para receber outro.',
  exhausted: 'Você errou o código muitas vezes. Toque em "Reenviar código" para receber outro.',
  /** The phone's ceiling: every device together got this code wrong too many times. */
  spent: 'Este código foi digitado errado muitas vezes. Toque em "Reenviar código" para receber outro.',
} as const;

/** The answer to a wrong code, with the tries left. */
export function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return `Código incorreto. ${codeMessages.exhausted}`;
  return `Código incorreto. Você ainda tem ${attemptsLeft} ${attemptsLeft === 1 ? 'tentativa' : 'tentativas'}.`;
}

/** A verified code: the consumer whose session this device now gets. */
export interface VerifiedConsumer {
  id: string;
  phoneVerified: true;
  /**
   * The pending id the code was typed for, when the device was handed another consumer (the phone's
   * verified one): the session names it too, so a client that keeps using it is still this consumer.
   */
  provenAs?: string;
}

/**
 * Checks the phone's latest code for the device that verifies as `consumerId` (usually the pending id
 * `POST /consumer` gave it): unused, within 10 minutes, fewer than 5 wrong tries by this device and 10 by
 * every device together. A match uses the code up and hands the device the phone's verified consumer (this
 * one becomes it when none has proven the phone yet); a miss counts a try for this device and one for the
 * phone, and both counts survive the refusal (the error is thrown after the transaction commits). So a
 * stranger's wrong codes use up the stranger's tries, not the owner's. The phone's lock and its code's row
 * lock serialise every try on one phone, concurrent ones included.
 */
export async function verifyConsumerCode(options: {
  db: Db;
  clock: Clock;
  secret: string;
  consumerId: string;
  code: string;
}): Promise<VerifiedConsumer> {
  const now = options.clock.now();
  const outcome = await options.db.transaction(async (tx): Promise<VerifiedConsumer | AppError> => {
    const consumer = await findConsumer(tx, options.consumerId);
    // An anonymised consumer has no phone, and so no code.
    const phone = consumer?.phone;
    if (!consumer || !phone) return new AppError('VALIDATION_FAILED', codeMessages.none);
    await lockConsumerPhone(tx, phone);
    const row = await lockLatestVerificationCode(tx, phone);
    if (!row) return new AppError('VALIDATION_FAILED', codeMessages.none);
    if (row.consumedAt) return new AppError('VALIDATION_FAILED', codeMessages.used);
    if (row.expiresAt.getTime() <= now.getTime())
      return new AppError('VALIDATION_FAILED', codeMessages.expired);
    if ((await findCodeTries(tx, row.id, consumer.id)) >= MAX_CODE_ATTEMPTS)
      return new AppError('RATE_LIMITED', codeMessages.exhausted);
    if (row.attempts >= MAX_PHONE_CODE_ATTEMPTS) return new AppError('RATE_LIMITED', codeMessages.spent);
    if (!isVerificationCodeMatch(options.secret, phone, options.code, row.codeHash)) {
      const tries = await incrementCodeTries(tx, {
        codeId: row.id,
        consumerId: consumer.id,
        maxAttempts: MAX_CODE_ATTEMPTS,
      });
      const attempts = await incrementCodeAttempts(tx, row.id, MAX_PHONE_CODE_ATTEMPTS);
      const left = Math.min(MAX_CODE_ATTEMPTS - tries, MAX_PHONE_CODE_ATTEMPTS - attempts);
      return new AppError('VALIDATION_FAILED', wrongCodeMessage(left));
    }
    await consumeVerificationCode(tx, row.id, now);
    // The phone is proven: this device gets the phone's verified consumer, which this one becomes unless
    // another already is.
    const verified = await lockVerifiedConsumerByPhone(tx, phone);
    if (verified?.id === consumer.id) return { id: consumer.id, phoneVerified: true };
    if (verified) return { id: verified.id, phoneVerified: true, provenAs: consumer.id };
    await markConsumerPhoneVerified(tx, consumer.id, now);
    return { id: consumer.id, phoneVerified: true };
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
