import type { StaffRole } from '@suavez/shared/domain/staff';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findMerchantUserById } from './account.repository';
import type { MerchantSessionPrincipal, MerchantTokens } from './merchant-tokens';

/**
 * `GET /account/validate`: the session of a verified token, with its user's e-mail. A token for a user
 * that no longer exists (or moved merchant) is no session: UNAUTHENTICATED.
 */
export async function getMerchantSession(options: {
  db: Db;
  principal: MerchantSessionPrincipal;
}): Promise<{ merchantId: string; email: string; role: StaffRole; name: string; emailConfirmed: boolean }> {
  const user = await findMerchantUserById(options.db, options.principal.userId);
  if (!user || user.merchantId !== options.principal.merchantId) throw new AppError('UNAUTHENTICATED');
  return {
    merchantId: user.merchantId,
    email: user.email,
    role: user.role,
    name: user.name,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

/** Logs a merchant user out: the token's session ends on the server at once. */
export async function logoutMerchant(options: {
  tokens: MerchantTokens;
  principal: MerchantSessionPrincipal;
}): Promise<void> {
  await options.tokens.revoke(options.principal);
}
