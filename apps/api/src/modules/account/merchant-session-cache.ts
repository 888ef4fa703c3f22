import type { StaffRole } from '@suavez/shared/domain/staff';
import { setNewest } from '#api/lib/bounded-map';
import type { Clock } from '#api/lib/clock';

/**
 * What the database says changed about sessions (migration 0015): one session ended, or a person's row
 * changed (role, name, password, removal), which may end or change all of their sessions.
 */
export type SessionTag = `session:${string}` | `merchant-user:${string}`;

/** A verified session as `findActiveMerchantSession` read it, with whose token it is and until when. */
export interface CachedMerchantSession {
  userId: string;
  merchantId: string;
  role: StaffRole;
  name: string;
}

interface Entry extends CachedMerchantSession {
  /** App clock, ms: the token's expiry, or the time to live if sooner. */
  notAfter: number;
}

/** Counters for the tests and the benchmark. */
export interface MerchantSessionCacheStats {
  hits: number;
  misses: number;
  stores: number;
  /** Reads that overlapped a change to some session: answered, not kept. */
  refused: number;
  invalidations: number;
}

/** Sessions kept at most per process (a few hundred bytes each): the oldest go first. */
export const MAX_SESSIONS = 10_000;

/**
 * How long a session is kept without a change reaching it: not what ends it (the notification does) but
 * a safety net, as for the answer cache's answers.
 */
export const SESSION_TTL_MS = 60_000;

/**
 * The merchant sessions this process has verified, so a merchant's poll reads no database: session id →
 * user, merchant, role and name. The token's signature and expiry are still checked on every request; this
 * stands only for the database read that says the session is neither revoked nor its person changed.
 *
 * Kept only while the process listens to the database's notifications (`setAvailable`), like the answer
 * cache: a revocation committed anywhere drops the session here when its notification arrives, and the
 * process that made it waits for that before it answers (plugins/live.plugin.ts). A read that overlapped
 * any session change is not kept (changes are rare: a logout, a staff edit), so a session read just before
 * its revocation can never outlive the revocation's notification.
 */
export class MerchantSessionCache {
  readonly stats: MerchantSessionCacheStats = {
    hits: 0,
    misses: 0,
    stores: 0,
    refused: 0,
    invalidations: 0,
  };
  private readonly entries = new Map<string, Entry>();
  private counter = 0;
  private available = false;
  private readonly clock: Clock;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(options: { clock: Clock; maxEntries?: number; ttlMs?: number }) {
    this.clock = options.clock;
    this.maxEntries = options.maxEntries ?? MAX_SESSIONS;
    this.ttlMs = options.ttlMs ?? SESSION_TTL_MS;
  }

  /** Sessions held now. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether the cache is in use (the process listens to the database's notifications). */
  get isAvailable(): boolean {
    return this.available;
  }

  /** On (listening) or off (listening lost: a revocation may have been missed). Either way it starts empty. */
  setAvailable(available: boolean): void {
    this.flush();
    this.available = available;
  }

  /** Call before reading a session from the database: the point the read is current as of. */
  begin(): number {
    return this.counter;
  }

  /**
   * The kept session `sessionId` if it belongs to this user and merchant and has not expired, or undefined
   * (then the database decides).
   */
  get(sessionId: string, userId: string, merchantId: string): CachedMerchantSession | undefined {
    if (!this.available) return undefined;
    const entry = this.entries.get(sessionId);
    if (entry && entry.notAfter > this.clock.now().getTime()) {
      if (entry.userId === userId && entry.merchantId === merchantId) {
        this.stats.hits += 1;
        return entry;
      }
    } else if (entry) {
      this.entries.delete(sessionId);
    }
    this.stats.misses += 1;
    return undefined;
  }

  /**
   * Keeps a session read from the database at `asOf` (from `begin`), until `expiresAt` (the token's) at the
   * latest, unless some session changed since. Answers whether it was kept.
   */
  store(sessionId: string, session: CachedMerchantSession, asOf: number, expiresAt: Date): boolean {
    if (!this.available || this.counter !== asOf) {
      this.stats.refused += 1;
      return false;
    }
    const ttlEnd = this.clock.now().getTime() + this.ttlMs;
    const entry = {
      userId: session.userId,
      merchantId: session.merchantId,
      role: session.role,
      name: session.name,
      notAfter: Math.min(expiresAt.getTime(), ttlEnd),
    };
    setNewest(this.entries, sessionId, entry, this.maxEntries);
    this.stats.stores += 1;
    return true;
  }

  /** A session ended, or a person changed: drop what is kept of it (and refuse reads in flight). */
  invalidate(tag: SessionTag): void {
    this.counter += 1;
    this.stats.invalidations += 1;
    if (tag.startsWith('session:')) {
      this.entries.delete(tag.slice('session:'.length));
      return;
    }
    const userId = tag.slice('merchant-user:'.length);
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(sessionId);
    }
  }

  /** Drops everything (notifications may have been missed). */
  flush(): void {
    this.counter += 1;
    this.entries.clear();
  }
}
