import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with, so a leaked one is recognizable (and a secret scanner can match it). */
export const API_KEY_PREFIX = 'sv_';

/** How many of the key's first characters the owner's list shows (`sv_` and 7 more). */
export const API_KEY_SHOWN_LENGTH = 10;

/**
 * The SHA-256 (hex) of a key, as stored. A key holds 256 random bits, so a fast hash is enough: there is
 * nothing to guess, and the lookup by hash stays one index read per request (docs/integrations.md#keys).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key (`sv_` + base64url of 32 random bytes), its hash and the prefix the list shows. */
export function createApiKeySecret(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_SHOWN_LENGTH) };
}
