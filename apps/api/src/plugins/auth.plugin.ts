import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

/**
 * A key for one purpose derived from the server's secret (`JWT_SECRET`), so the cookie signature, the
 * token signature and the counter keys never share a key: a value one of them signs is no proof for
 * another.
 */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`suavez:${purpose}`).digest('base64url');
}

/** Who a merchant token speaks for. */
export interface MerchantPrincipal {
  merchantId: string;
  userId: string;
}

/** Merchant tokens last 12 hours (rules.md section 1). */
export const MERCHANT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** Signs and checks merchant tokens (JWT, HS256 only: the algorithm is never taken from the token). */
export class MerchantTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token with the claims `merchant`, `sub` and `exp`. */
  async sign(principal: MerchantPrincipal): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ merchant: principal.merchantId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(principal.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + MERCHANT_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** Checks a token; throws UNAUTHENTICATED when it is missing, forged, malformed or expired. */
  async verify(token: string | undefined): Promise<MerchantPrincipal> {
    if (!token) throw new AppError('UNAUTHENTICATED');
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'sub', 'merchant'],
      });
      if (typeof payload.merchant !== 'string' || typeof payload.sub !== 'string') {
        throw new AppError('UNAUTHENTICATED');
      }
      return { merchantId: payload.merchant, userId: payload.sub };
    } catch (error) {
      if (error instanceof AppError || error instanceof joseErrors.JOSEError) {
        throw new AppError('UNAUTHENTICATED');
      }
      throw error;
    }
  }
}

/** The bearer token of a request (`Authorization: Bearer`, or `x-access-token` as the session check sends). */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const alt = request.headers['x-access-token'];
  return typeof alt === 'string' && alt.length > 0 ? alt : undefined;
}

/** Authenticates the merchant behind a request (bearer or x-access-token); 401 when absent or invalid. */
export function requireMerchant(request: FastifyRequest): Promise<MerchantPrincipal> {
  return request.server.ctx.tokens.verify(readBearerToken(request));
}

/**
 * Refuses a merchant id (query `id`/`merchantId`) that is not the session's: 403, or 406 on the
 * catalog calls, as the specification's client expects. Neither reveals whether the row exists.
 */
export function assertOwnMerchant(
  principal: MerchantPrincipal,
  merchantId: string | undefined,
  code: 'FORBIDDEN' | 'CATALOG_FORBIDDEN' = 'FORBIDDEN',
): void {
  if (merchantId !== undefined && merchantId !== principal.merchantId) throw new AppError(code);
}
