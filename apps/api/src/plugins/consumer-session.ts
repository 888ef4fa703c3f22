import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** The diner's session cookie: signed, httpOnly, SameSite=Lax (rules.md section 1). */
export const CONSUMER_SESSION_COOKIE = 'sv_consumer';

/** A diner stays recognised on this phone for 30 days. */
export const CONSUMER_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Gives this device the diner's session (after `POST /consumer`, or after the SMS code is verified).
 * Signed (HMAC with a key derived from JWT_SECRET), httpOnly (no script reads it), SameSite=Lax (not
 * sent on another site's POST; cross-site refusal covers the rest, plugins/csrf.plugin.ts), and Secure
 * in production and on any request that arrived over https; plain http stays usable on a developer's
 * machine, where browsers would drop a Secure cookie.
 */
export function setConsumerSession(reply: FastifyReply, consumerId: string): void {
  void reply.setCookie(CONSUMER_SESSION_COOKIE, consumerId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.ctx.config.isProduction || reply.request.protocol === 'https',
    path: '/',
    maxAge: CONSUMER_SESSION_MAX_AGE_SECONDS,
  });
}

/** The consumer id of the request's session, or undefined when there is none or its signature is bad. */
export function readConsumerSession(request: FastifyRequest): string | undefined {
  const raw = request.cookies[CONSUMER_SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The session's consumer id; 401 without a valid session. */
export function requireConsumer(request: FastifyRequest): string {
  const consumerId = readConsumerSession(request);
  if (!consumerId) throw new AppError('UNAUTHENTICATED');
  return consumerId;
}

/** A `consumerId` in a query is not a credential: it must be the session's own (403 otherwise). */
export function assertOwnConsumer(sessionConsumerId: string, consumerId: string | undefined): void {
  if (consumerId !== undefined && consumerId !== sessionConsumerId) throw new AppError('FORBIDDEN');
}
