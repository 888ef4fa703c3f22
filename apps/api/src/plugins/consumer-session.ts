import type { FastifyReply, FastifyRequest } from 'fastify';

/** The consumer's session cookie: signed, httpOnly, SameSite=Lax (docs/access.md#consumer-session). */
export const CONSUMER_SESSION_COOKIE = 'sv_consumer';

/** A consumer stays recognised on this phone for 30 days. */
export const CONSUMER_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Between the consumer id and the pending id it was proven as, in the cookie's value (never in a uuid). */
const PROVEN_AS_SEPARATOR = '~';

/** A device's consumer session. */
export interface ConsumerSession {
  consumerId: string;
  /**
   * The pending id this device was given by `POST /consumer` and proved the phone with, when the code then
   * handed it the phone's verified consumer (docs/security.md, "A phone is not a password"): a request that
   * names it is this session's consumer, so a client that keeps the id it verified with keeps working.
   */
  provenAs?: string;
}

/**
 * Gives this device the consumer's session (after `POST /consumer`, or after the SMS code is verified).
 * Signed (HMAC with a key derived from JWT_SECRET), httpOnly (no script reads it), SameSite=Lax (not
 * sent on another site's POST; cross-site refusal covers the rest, plugins/csrf.plugin.ts), and Secure
 * in production and on any request that arrived over https; plain http stays usable on a developer's
 * machine, where browsers would drop a Secure cookie.
 */
export function setConsumerSession(reply: FastifyReply, consumerId: string, provenAs?: string): void {
  const value = provenAs ? `${consumerId}${PROVEN_AS_SEPARATOR}${provenAs}` : consumerId;
  void reply.setCookie(CONSUMER_SESSION_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.ctx.config.isProduction || reply.request.protocol === 'https',
    path: '/',
    maxAge: CONSUMER_SESSION_MAX_AGE_SECONDS,
  });
}

/**
 * Cookies whose signature was already checked, per app (its context: each app has its own key), so a
 * consumer polling every 5 s costs one HMAC per process, not one per poll. Only valid ones are kept; the
 * map is emptied when full, so it stays bounded whatever a client sends.
 */
const verifiedSessions = new WeakMap<object, Map<string, string>>();
const MAX_VERIFIED_SESSIONS = 20_000;

/** The consumer id of the request's session, or undefined when there is none or its signature is bad. */
export function readConsumerSession(request: FastifyRequest): string | undefined {
  return readConsumerSessionOf(request)?.consumerId;
}

/** The request's session, with the pending id it was proven as; undefined when none or badly signed. */
export function readConsumerSessionOf(request: FastifyRequest): ConsumerSession | undefined {
  const value = readSignedValue(request);
  if (!value) return undefined;
  const [consumerId = '', provenAs] = value.split(PROVEN_AS_SEPARATOR);
  return provenAs ? { consumerId, provenAs } : { consumerId };
}

function readSignedValue(request: FastifyRequest): string | undefined {
  const raw = request.cookies[CONSUMER_SESSION_COOKIE];
  if (!raw) return undefined;
  let verified = verifiedSessions.get(request.server.ctx);
  const known = verified?.get(raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  if (!verified) {
    verified = new Map();
    verifiedSessions.set(request.server.ctx, verified);
  }
  if (verified.size >= MAX_VERIFIED_SESSIONS) verified.clear();
  verified.set(raw, unsigned.value);
  return unsigned.value;
}
