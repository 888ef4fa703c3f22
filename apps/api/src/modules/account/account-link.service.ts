import type { Db } from '#api/db/client';
import type { AccountLinkPurpose } from '#api/db/schema/account-link.schema';
import type { Clock } from '#api/lib/clock';
import { createOneTimeToken, hashOneTimeToken } from '#api/lib/one-time-token';
import type { EmailProvider } from '#api/modules/email/email-provider';
import { confirmationEmail, passwordResetEmail } from './account-emails';
import { consumeAccountLink, replaceAccountLink } from './account-link.repository';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link works, and the page it opens (docs/email.md#links). */
export const accountLinkRules: Record<AccountLinkPurpose, { ttlMs: number; path: string }> = {
  'confirm-email': { ttlMs: 48 * HOUR_MS, path: '/confirmar-email' },
  'reset-password': { ttlMs: HOUR_MS, path: '/redefinir-senha' },
};

/** What the services that send account links need. */
export interface AccountMailer {
  db: Db;
  clock: Clock;
  email: EmailProvider;
  /** The public origin the links point to (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Makes a one-time link for a user (replacing their earlier unused one of the same purpose), stores its hash,
 * and e-mails it to their address. A failure to send throws, after the link was stored (it is never shown).
 */
export async function sendAccountLink(
  mailer: AccountMailer,
  user: { id: string; email: string; merchantId: string },
  purpose: AccountLinkPurpose,
): Promise<void> {
  const { token, hash } = createOneTimeToken();
  const now = mailer.clock.now();
  const rule = accountLinkRules[purpose];
  await replaceAccountLink(mailer.db, {
    merchantId: user.merchantId,
    userId: user.id,
    purpose,
    tokenHash: hash,
    email: user.email,
    expiresAt: new Date(now.getTime() + rule.ttlMs),
    at: now,
  });
  const url = new URL(rule.path, mailer.publicUrl);
  url.searchParams.set('token', token);
  const message =
    purpose === 'confirm-email'
      ? confirmationEmail({ email: user.email, url: url.toString() })
      : passwordResetEmail({ url: url.toString() });
  await mailer.email.send(user.email, message.subject, message.text, message.html);
}

/** Uses a link's token once: its user (with their restaurant) and address, or undefined when it was used, expired or never made. */
export function redeemAccountLink(
  db: Db,
  values: { token: string; purpose: AccountLinkPurpose; now: Date },
): Promise<{ userId: string; merchantId: string; email: string } | undefined> {
  return consumeAccountLink(db, {
    tokenHash: hashOneTimeToken(values.token),
    purpose: values.purpose,
    now: values.now,
  });
}
