import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { setNewest } from '#api/lib/bounded-map';

/** The claims of a merchant token that passed the full check (`jwtVerify`), as the guard uses them. */
export interface CheckedClaims {
  merchantId: string;
  userId: string;
  sessionId: string;
  /** The token's `exp`, in ms. */
  expiresAtMs: number;
}

/** Tokens remembered at most (one per signed-in device polling this process): the oldest go first. */
const MAX_CHECKED_TOKENS = 10_000;

/**
 * The merchant tokens this process has fully checked, by their exact text, so a repeated poll skips
 * parsing the token and `jwtVerify`'s asynchronous WebCrypto call (~30 µs) but not the checks themselves:
 * the HS256 signature is computed again over the same bytes (~2 µs, synchronous) and the expiry compared
 * with the clock on every request. Only tokens whose full check succeeded are kept; anything else (another
 * text, a changed byte) goes through the full check.
 */
export class CheckedTokens {
  private readonly key: KeyObject;
  private readonly tokens = new Map<string, CheckedClaims>();

  constructor(key: Uint8Array) {
    this.key = createSecretKey(key);
  }

  /** Remembers a token whose full check just succeeded. */
  remember(token: string, claims: CheckedClaims): void {
    setNewest(this.tokens, token, claims, MAX_CHECKED_TOKENS);
  }

  /**
   * The claims of a remembered token whose signature checks and which has not expired at `nowMs` (jose's
   * rule: valid while `exp` is after now), or undefined (the full check decides).
   */
  recheck(token: string, nowMs: number): CheckedClaims | undefined {
    const claims = this.tokens.get(token);
    if (!claims) return undefined;
    if (claims.expiresAtMs <= nowMs) {
      this.tokens.delete(token);
      return undefined;
    }
    const dot = token.lastIndexOf('.');
    const signature = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = createHmac('sha256', this.key).update(token.slice(0, dot)).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
    return claims;
  }
}
