import type { Db } from '#api/db/client';
import { hashPassword } from '#api/lib/password';
import { assertValidPassword } from '#api/modules/merchant/create-merchant.service';
import { setMerchantUserPassword } from './account.repository';
import { revokeSessionsOfUser } from './merchant-session.repository';

/**
 * Checks a new merchant password against the login's rules (VALIDATION_FAILED) and hashes it (argon2id),
 * before any transaction opens: hashing takes tens of milliseconds.
 */
export async function hashNewMerchantPassword(password: string): Promise<string> {
  assertValidPassword(password);
  return hashPassword(password);
}

/**
 * Gives a person a new password and ends every open session of theirs, in one transaction (a savepoint of
 * the caller's when `db` is one): the one way a password changes, whoever changes it (the admin command, the
 * e-mail reset, any screen to come). A token issued before answers 401 on its next request, in every
 * process, and its open live streams end (docs/security.md, "Sessions and tokens"). Answers the person and
 * how many sessions ended, or undefined when no user has that id or e-mail.
 */
export async function setMerchantPassword(options: {
  db: Db;
  user: { id: string } | { email: string };
  /** From `hashNewMerchantPassword`. */
  passwordHash: string;
  at: Date;
}): Promise<{ userId: string; merchantId: string; email: string; endedSessions: number } | undefined> {
  return options.db.transaction(async (tx) => {
    const user = await setMerchantUserPassword(tx, {
      user: options.user,
      passwordHash: options.passwordHash,
      at: options.at,
    });
    if (!user) return undefined;
    const endedSessions = await revokeSessionsOfUser(tx, {
      userId: user.id,
      merchantId: user.merchantId,
      at: options.at,
    });
    return { userId: user.id, merchantId: user.merchantId, email: user.email, endedSessions };
  });
}
