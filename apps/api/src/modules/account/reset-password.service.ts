import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findMerchantUserByEmail } from './account.repository';
import { type AccountEmailLimits, countAccountEmail } from './account-email-limits';
import { endUnusedAccountLinks, markEmailConfirmed } from './account-link.repository';
import { type AccountMailer, redeemAccountLink, sendAccountLink } from './account-link.service';
import { hashNewMerchantPassword, setMerchantPassword } from './set-password.service';

/** The one answer to `POST /merchant/password/forgot`, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada e o spam.';

/** The answer to a new-password link that was used, expired, replaced or never made. */
export const RESET_LINK_INVALID_MESSAGE =
  'Link para nova senha inválido ou expirado. Peça um novo em "Esqueci minha senha".';

/**
 * `POST /merchant/password/forgot` (docs/email.md#new-password): e-mails a one-hour link to a person who logs in
 * with this address. The answer is the same for every address, and so is a failure to send (logged): neither
 * tells whether an account exists. Invited people without a password yet use their invite instead.
 */
export async function requestPasswordReset(options: {
  mailer: AccountMailer;
  limits: AccountEmailLimits;
  log: FastifyBaseLogger;
  email: string;
}): Promise<{ message: string }> {
  await countAccountEmail(options.limits, options.email);
  const user = await findMerchantUserByEmail(options.mailer.db, options.email);
  if (user?.passwordHash) {
    try {
      await sendAccountLink(options.mailer, user, 'reset-password');
    } catch (error) {
      options.log.error({ err: error, userId: user.id }, 'falha ao enviar o e-mail de nova senha');
    }
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * `POST /merchant/password/reset`: sets the new password with the link's token, once. In the same transaction
 * the person's other new-password links stop working, the address counts as confirmed (the link reached it),
 * and every open session of that person ends (`setMerchantPassword`, as every new password does;
 * docs/email.md#new-password).
 */
export async function resetMerchantPassword(options: {
  db: Db;
  clock: Clock;
  token: string;
  password: string;
}): Promise<{ email: string }> {
  const passwordHash = await hashNewMerchantPassword(options.password);
  const now = options.clock.now();
  return options.db.transaction(async (tx) => {
    const link = await redeemAccountLink(tx, { token: options.token, purpose: 'reset-password', now });
    if (!link) throw new AppError('NOT_FOUND', RESET_LINK_INVALID_MESSAGE);
    const user = await setMerchantPassword({ db: tx, user: { id: link.userId }, passwordHash, at: now });
    if (!user) throw new AppError('NOT_FOUND', RESET_LINK_INVALID_MESSAGE);
    await endUnusedAccountLinks(tx, { userId: link.userId, purpose: 'reset-password', at: now });
    await markEmailConfirmed(tx, {
      userId: link.userId,
      merchantId: link.merchantId,
      email: link.email,
      at: now,
    });
    return { email: user.email };
  });
}
