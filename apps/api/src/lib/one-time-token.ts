import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a one-time link's token, as stored: the database never holds a usable link. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new one-time token (256 random bits, 43 base64url characters) and the hash to store. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}
