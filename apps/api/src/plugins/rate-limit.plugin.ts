import { createHmac } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { deriveSecret } from './auth.plugin';
import {
  type CounterWindow,
  decrementCounter,
  deleteExpiredCounters,
  incrementCounters,
} from './rate-limit-counters.repository';

/** A 429 that knows when the client may try again (sent as `Retry-After`), and which limit it hit. */
export class RateLimitError extends AppError {
  constructor(
    message: string | undefined,
    readonly retryAfterSeconds: number,
    /** A shared counter's scope ('sms-day') and count after this attempt (max + 1 on the first refusal). */
    readonly over?: { scope: string; count: number },
  ) {
    super('RATE_LIMITED', message);
  }
}

/** The 429 of a shared per-address ceiling: only a flood from one network reaches it. */
export const ADDRESS_RATE_LIMITED_MESSAGE =
  'Muitas tentativas a partir desta rede. Tente novamente mais tarde.';

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

/** The client's address as the limits count it: IPv4 as is, IPv6 by its /64 (one subscriber's block). */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** A shared per-address ceiling as a counter rule (it holds across server processes). */
export function addressCeilingRule(request: FastifyRequest, scope: string, limit: RateLimit): CounterRule {
  return { scope, subject: clientAddressOf(request), limit, message: ADDRESS_RATE_LIMITED_MESSAGE };
}

/**
 * A preHandler counting the request against a shared per-address ceiling. Requests the in-memory burst
 * limit already refused never get here, so a flood past the burst costs the database nothing.
 */
export function perIpCeiling(counters: RateLimitCounters, scope: string, limit: RateLimit) {
  return async (request: FastifyRequest): Promise<void> => {
    await counters.consume([addressCeilingRule(request, scope, limit)]);
  };
}

/** Route config for an in-memory per-address limit (short bursts, per server process). */
export function perIpLimit(limit: RateLimit): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/**
 * Per-address limits in memory (@fastify/rate-limit, only on routes that ask for one: reads are never
 * limited per address), `Retry-After` on the durable limits' 429s, and the cleanup of expired counters
 * every `cleanupIntervalMs` (0: off; safe with several processes, each just deletes what expired).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { counters: RateLimitCounters; cleanupIntervalMs: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  // onError runs before the error handler, and the header set here stays on the answer.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitError) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  if (options.cleanupIntervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options.counters
      .deleteExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao limpar contadores de tentativas'))
      .finally(() => {
        running = undefined;
      });
  }, options.cleanupIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
