import type { StaffRole } from '@suavez/shared/domain/staff';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type CheckedClaims, CheckedTokens } from './checked-tokens';
import {
  findActiveMerchantSession,
  insertMerchantSession,
  revokeMerchantSession,
} from './merchant-session.repository';
import type { MerchantSessionCache } from './merchant-session-cache';

/** Who a merchant token speaks for, and the login session it belongs to. */
export interface MerchantPrincipal {
  merchantId: string;
  userId: string;
}

/**
 * A verified token: its principal, its session (the `jti`), which a logout ends, and the user's role as the
 * database has it now (docs/access.md#staff-roles), with the name the audit trail records (docs/audit.md).
 */
export interface MerchantSessionPrincipal extends MerchantPrincipal {
  sessionId: string;
  role: StaffRole;
  name: string;
}

/** Merchant tokens last 12 hours (docs/access.md#merchant-sessions). */
export const MERCHANT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and checks merchant tokens (JWT, HS256 only: the algorithm is never taken from the token). Each
 * token is one login session, kept in the database (`merchant_sessions`), so a logout or a removal ends it
 * on the server at once, in every process, not at its expiry (docs/security.md, "Sessions and tokens").
 */
export class MerchantTokens {
  private readonly key: Uint8Array;
  private readonly checked: CheckedTokens;
  private sessions: MerchantSessionCache | undefined;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly db: Db,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.checked = new CheckedTokens(this.key);
  }

  /**
   * Keeps verified sessions in `cache` from now on (plugins/live.plugin.ts: the cache is in use only while
   * the process hears the database's notifications, which drop a session the moment it ends).
   */
  useSessionCache(cache: MerchantSessionCache): void {
    this.sessions = cache;
  }

  /**
   * Opens a session and issues its token, with the claims `merchant`, `sub`, `jti`, `exp` and, for the
   * screens, `role` (the server reads the role from the database on every request, never from the token).
   */
  async sign(principal: MerchantPrincipal & { role?: StaffRole }): Promise<string> {
    const now = this.clock.now();
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + MERCHANT_TOKEN_TTL_SECONDS;
    const sessionId = await insertMerchantSession(this.db, {
      merchantId: principal.merchantId,
      userId: principal.userId,
      expiresAt: new Date(expiresAt * 1000),
      at: now,
    });
    return new SignJWT({ merchant: principal.merchantId, role: principal.role ?? 'owner' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(principal.userId)
      .setJti(sessionId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /**
   * Checks a token and its session; throws UNAUTHENTICATED when it is missing, forged, malformed, expired,
   * or its session was ended. The signature and the expiry are checked on every call; while the session
   * cache is in use, a token checked before skips re-parsing (checked-tokens.ts) and a session verified
   * before skips the database (merchant-session-cache.ts).
   */
  async verify(token: string | undefined): Promise<MerchantSessionPrincipal> {
    if (!token) throw new AppError('UNAUTHENTICATED');
    const sessions = this.sessions?.isAvailable ? this.sessions : undefined;
    const claims =
      (sessions && this.checked.recheck(token, this.clock.now().getTime())) ??
      (await this.checkFully(token, sessions !== undefined));
    const { sessionId, userId, merchantId } = claims;
    const principal = { merchantId, userId, sessionId };
    const session = await this.findSession(principal, sessions, new Date(claims.expiresAtMs));
    if (!session) throw new AppError('UNAUTHENTICATED');
    return { ...principal, role: session.role, name: session.name };
  }

  /**
   * Whether the session of a token verified earlier is still open (a live stream's, checked again when its
   * session or its person changed): from the session cache while it holds it, else one database read.
   */
  async isSessionActive(principal: MerchantPrincipal & { sessionId: string }): Promise<boolean> {
    const sessions = this.sessions?.isAvailable ? this.sessions : undefined;
    return (await this.findSession(principal, sessions)) !== undefined;
  }

  /**
   * The role and name of an open session, from `sessions` when it keeps it, else from the database (kept
   * there until `expiresAt` when given); undefined when the session is revoked, expired or not this user's.
   */
  private async findSession(
    principal: MerchantPrincipal & { sessionId: string },
    sessions: MerchantSessionCache | undefined,
    expiresAt?: Date,
  ): Promise<{ role: StaffRole; name: string } | undefined> {
    const { sessionId, userId, merchantId } = principal;
    const kept = sessions?.get(sessionId, userId, merchantId);
    if (kept) return kept;
    const asOf = sessions?.begin();
    const session = await findActiveMerchantSession(this.db, {
      id: sessionId,
      userId,
      merchantId,
      now: this.clock.now(),
    });
    if (session && sessions && asOf !== undefined && expiresAt) {
      sessions.store(sessionId, { userId, merchantId, ...session }, asOf, expiresAt);
    }
    return session;
  }

  /** The full check of a token (signature, algorithm, claims, expiry); remembers it when `remember`. */
  private async checkFully(token: string, remember: boolean): Promise<CheckedClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'sub', 'jti', 'merchant'],
      });
      if (
        typeof payload.merchant !== 'string' ||
        typeof payload.sub !== 'string' ||
        !UUID.test(payload.jti ?? '')
      ) {
        throw new AppError('UNAUTHENTICATED');
      }
      const claims: CheckedClaims = {
        merchantId: payload.merchant,
        userId: payload.sub,
        sessionId: payload.jti as string,
        expiresAtMs: (payload.exp as number) * 1000,
      };
      // A token with a start time (`nbf`; ours have none) is checked in full every time.
      if (remember && payload.nbf === undefined) this.checked.remember(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof AppError || error instanceof joseErrors.JOSEError) {
        throw new AppError('UNAUTHENTICATED');
      }
      throw error;
    }
  }

  /** Ends the session of a verified token at once (here now; in other processes by its notification). */
  async revoke(principal: MerchantSessionPrincipal): Promise<void> {
    await revokeMerchantSession(this.db, {
      id: principal.sessionId,
      merchantId: principal.merchantId,
      at: this.clock.now(),
    });
    this.sessions?.invalidate(`session:${principal.sessionId}`);
  }
}
