import { createHmac } from 'node:crypto';

/**
 * A key for one purpose derived from the server's secret (`JWT_SECRET`), so the cookie signature, the
 * token signature and the counter keys never share a key: a value one of them signs is no proof for
 * another.
 */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`suavez:${purpose}`).digest('base64url');
}
