import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so the compare
 * takes the same time whatever the length or the first differing byte of what was sent.
 */
export function isMetricsTokenValid(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}
