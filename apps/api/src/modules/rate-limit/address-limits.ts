import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '#api/config';
import type { CounterRule, RateLimitCounters } from './rate-limit-counters';

/** The 429 of a shared per-address ceiling: only a flood from one network reaches it. */
export const ADDRESS_RATE_LIMITED_MESSAGE =
  'Muitas tentativas a partir desta rede. Tente novamente mais tarde.';

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

/**
 * Route config for an in-memory per-address limit (short bursts, per server process), which
 * plugins/rate-limit.plugin.ts applies.
 */
export function perIpLimit(limit: RateLimit): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}
