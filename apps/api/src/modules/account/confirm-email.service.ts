import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findMerchantUserById } from './account.repository';
import { type AccountEmailLimits, countAccountEmail } from './account-email-limits';
import { markEmailConfirmed } from './account-link.repository';
import { type AccountMailer, redeemAccountLink, sendAccountLink } from './account-link.service';
import type { MerchantSessionPrincipal } from './merchant-tokens';

/** The answer to a confirmation link that was used, expired, replaced or never made. */
export const CONFIRM_LINK_INVALID_MESSAGE =
  'Link de confirmação inválido ou expirado. Entre no SuaVez e peça um novo e-mail de confirmação.';

/** The answer when the e-mail could not be handed to the provider. */
export const EMAIL_NOT_SENT_MESSAGE = 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.';

/** `POST /merchant/email/confirm`: the link's address is confirmed, once (docs/email.md#confirmation). */
export async function confirmMerchantEmail(options: {
  db: Db;
  clock: Clock;
  token: string;
}): Promise<{ email: string }> {
  const now = options.clock.now();
  return options.db.transaction(async (tx) => {
    const link = await redeemAccountLink(tx, { token: options.token, purpose: 'confirm-email', now });
    if (!link) throw new AppError('NOT_FOUND', CONFIRM_LINK_INVALID_MESSAGE);
    await markEmailConfirmed(tx, {
      userId: link.userId,
      merchantId: link.merchantId,
      email: link.email,
      at: now,
    });
    return { email: link.email };
  });
}

/**
 * `POST /merchant/email/resend` (the home's banner): a new confirmation link to the session's person, which
 * replaces the previous one. An address already confirmed gets nothing.
 */
export async function resendEmailConfirmation(options: {
  mailer: AccountMailer;
  limits: AccountEmailLimits;
  log: FastifyBaseLogger;
  principal: MerchantSessionPrincipal;
}): Promise<{ message: string }> {
  const user = await findMerchantUserById(options.mailer.db, options.principal.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.emailConfirmedAt) return { message: 'Seu e-mail já está confirmado.' };
  await countAccountEmail(options.limits, user.email);
  try {
    await sendAccountLink(options.mailer, user, 'confirm-email');
  } catch (error) {
    options.log.error({ err: error, userId: user.id }, 'falha ao reenviar o e-mail de confirmação');
    throw new AppError('UNAVAILABLE', EMAIL_NOT_SENT_MESSAGE);
  }
  return { message: `Enviamos um novo link de confirmação para ${user.email}.` };
}
