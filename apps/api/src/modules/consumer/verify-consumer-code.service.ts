import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import {
  consumeVerificationCode,
  incrementCodeAttempts,
  lockConsumer,
  lockConsumerPhone,
  lockLatestVerificationCode,
  lockVerifiedConsumerByPhone,
  markConsumerPhoneVerified,
} from './consumer.repository';
import { isVerificationCodeMatch, MAX_CODE_ATTEMPTS } from './verification-code';

/** Answers of a refused code (pt-BR, shown as the server's message in the code modal). */
export const codeMessages = {
  none: 'Nenhum código foi enviado para este número. Toque em "Reenviar código".',
  used: 'Este código já foi usado. Toque em "Reenviar código" para receber outro.',
  expired: 'Este código expirou. Toque em "Reenviar código" para receber outro.',
  exhausted: 'Você errou o código muitas vezes. Toque em "Reenviar código" para receber outro.',
} as const;

/** The answer to a wrong code, with the tries left. */
export function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return `Código incorreto. ${codeMessages.exhausted}`;
  return `Código incorreto. Você ainda tem ${attemptsLeft} ${attemptsLeft === 1 ? 'tentativa' : 'tentativas'}.`;
}

/**
 * Checks the consumer's latest code: unused, within 10 minutes, fewer than 5 wrong tries. A match uses the
 * code up and marks the phone verified (the answer's id is the consumer whose session this device now
 * gets: the phone's verified consumer); a miss counts a try, and that count survives the refusal (the
 * error is thrown after the transaction commits). Only the latest code counts.
 */
export async function verifyConsumerCode(options: {
  db: Db;
  clock: Clock;
  secret: string;
  consumerId: string;
  code: string;
}): Promise<{ id: string; phoneVerified: true }> {
  const now = options.clock.now();
  const outcome = await options.db.transaction(async (tx) => {
    const consumer = await lockConsumer(tx, options.consumerId);
    const row = consumer ? await lockLatestVerificationCode(tx, consumer.id) : undefined;
    if (!consumer || !row) return new AppError('VALIDATION_FAILED', codeMessages.none);
    if (row.consumedAt) return new AppError('VALIDATION_FAILED', codeMessages.used);
    if (row.expiresAt.getTime() <= now.getTime())
      return new AppError('VALIDATION_FAILED', codeMessages.expired);
    if (row.attempts >= MAX_CODE_ATTEMPTS) return new AppError('RATE_LIMITED', codeMessages.exhausted);
    if (!isVerificationCodeMatch(options.secret, consumer.id, options.code, row.codeHash)) {
      const attempts = await incrementCodeAttempts(tx, row.id, MAX_CODE_ATTEMPTS);
      return new AppError('VALIDATION_FAILED', wrongCodeMessage(MAX_CODE_ATTEMPTS - attempts));
    }
    await consumeVerificationCode(tx, row.id, now);
    if (consumer.phoneVerified || !consumer.phone) return { id: consumer.id, phoneVerified: true as const };
    // The phone is proven: this device gets the phone's verified consumer, which this one becomes unless
    // another already is (a registration that raced this one).
    await lockConsumerPhone(tx, consumer.phone);
    const verified = await lockVerifiedConsumerByPhone(tx, consumer.phone);
    if (verified) return { id: verified.id, phoneVerified: true as const };
    await markConsumerPhoneVerified(tx, consumer.id, now);
    return { id: consumer.id, phoneVerified: true as const };
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
