import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { insertSignInLink, isConsumerPhoneVerified, useSignInLink } from './consumer-link.repository';

/** How long a one-time link opens the session (docs/whatsapp.md#one-time-link). */
export const SIGN_IN_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The web page a link opens: `{publicUrl}/entrar/{token}`. */
export const SIGN_IN_LINK_PATH = '/entrar/';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a one-time link for the consumer (in the caller's transaction): 32 random bytes, base64url, of
 * which only the SHA-256 is stored; valid for 24 hours. Answers the full URL.
 */
export async function createSignInLink(options: {
  db: Db;
  consumerId: string;
  publicUrl: string;
  now: Date;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSignInLink(options.db, {
    consumerId: options.consumerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(options.now.getTime() + SIGN_IN_LINK_TTL_MS),
    at: options.now,
  });
  return `${options.publicUrl.replace(/\/+$/, '')}${SIGN_IN_LINK_PATH}${token}`;
}

/**
 * `POST /consumer/link`: spends the link (once) and answers its consumer, whose session the route then
 * sets. Used, expired and unknown links are one answer, LINK_GONE: none reveals whether a token existed.
 */
export async function redeemSignInLink(options: {
  db: Db;
  clock: Clock;
  token: string;
}): Promise<{ id: string; phoneVerified: boolean }> {
  const spent = await useSignInLink(options.db, {
    tokenHash: hashToken(options.token),
    at: options.clock.now(),
  });
  if (!spent) throw new AppError('LINK_GONE');
  return { id: spent.consumerId, phoneVerified: await isConsumerPhoneVerified(options.db, spent.consumerId) };
}
