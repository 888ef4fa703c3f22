import { createHmac } from 'node:crypto';
import type { RateLimit } from '#api/config';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { deriveSecret } from '#api/lib/derive-secret';
import {
  type CounterWindow,
  decrementCounter,
  deleteExpiredCounters,
  incrementCounters,
} from './rate-limit-counters.repository';
import { RateLimitError } from './rate-limit-error';

/** One shared limit an attempt counts against. */
export interface CounterRule {
  /** Names the limit ('sms-phone'); the first part of the stored key. */
  scope: string;
  /** The phone, e-mail, consumer id or address counted; stored only as an HMAC. */
  subject: string;
  limit: RateLimit;
  /** The 429's pt-BR message; the generic RATE_LIMITED one when unset. */
  message?: string;
}

/** An attempt that was counted, and can be given back. */
export interface CountedAttempt {
  refund(): Promise<void>;
}

/**
 * Durable attempt counters shared by every server process (table `rate_limit_counters`). Fixed windows
 * aligned on the epoch (a 24-hour window is a UTC day): simple and one round trip, at the cost of
 * allowing up to twice `max` across a window edge. Refused attempts count too, so hammering a limit
 * never makes it reopen sooner.
 */
export class RateLimitCounters {
  private readonly keySecret: string;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secret: string,
  ) {
    // A key of its own, so a counter key never doubles as a signature elsewhere.
    this.keySecret = deriveSecret(secret, 'rate-limit-key');
  }

  /** Counts one attempt against every rule; throws RateLimitError for the first one over its max. */
  async consume(rules: CounterRule[]): Promise<CountedAttempt> {
    const now = this.clock.now().getTime();
    const windows: CounterWindow[] = rules.map((rule) => {
      const start = Math.floor(now / rule.limit.windowMs) * rule.limit.windowMs;
      return {
        key: `${rule.scope}:${this.hash(rule.subject)}`,
        windowStart: new Date(start),
        expiresAt: new Date(start + rule.limit.windowMs),
      };
    });
    const counts = await incrementCounters(this.db, windows);
    rules.forEach((rule, index) => {
      const window = windows[index] as CounterWindow;
      const count = counts.get(window.key) ?? 0;
      if (count > rule.limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((window.expiresAt.getTime() - now) / 1000));
        throw new RateLimitError(rule.message, retryAfterSeconds, { scope: rule.scope, count });
      }
    });
    return {
      refund: async () => {
        for (const window of windows) await decrementCounter(this.db, window);
      },
    };
  }

  /** Deletes the counters of windows that ended; answers how many. */
  deleteExpired(): Promise<number> {
    return deleteExpiredCounters(this.db, this.clock.now());
  }

  private hash(subject: string): string {
    return createHmac('sha256', this.keySecret).update(subject).digest('base64url').slice(0, 32);
  }
}
