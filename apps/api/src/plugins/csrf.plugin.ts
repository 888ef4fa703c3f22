import type { FastifyInstance } from 'fastify';
import { AppError } from '#api/lib/app-error';
import { aliasOfCanonicalHost } from './canonical-host.plugin';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What decides whether a request came from another site's page. */
export interface RequestOrigin {
  /** `Sec-Fetch-Site`, set by the browser (a page's script cannot forge it). */
  secFetchSite: string | undefined;
  /** `Origin`, sent by browsers on every cross-origin and every POST request. */
  origin: string | undefined;
  /** The host the request was sent to (`Host`, or `X-Forwarded-Host` behind a trusted proxy), with port. */
  host: string;
}

/**
 * Whether a state-changing request must be refused as cross-site:
 * - `Sec-Fetch-Site: cross-site` is refused; `same-origin` and `none` (typed in the address bar, a
 *   bookmark) pass.
 * - `same-site` (a sibling such as `blog.suavez.app`) is not trusted by itself: SameSite=Lax cookies are
 *   sent on same-site requests, so a sibling host must not act for a consumer. It falls back to Origin.
 * - Without Sec-Fetch-Site (older browsers) the Origin decides: its host must be the request's host or
 *   the canonical host (or its alias); `Origin: null` (sandboxed frames, file pages) is refused.
 * - Neither header: not a browser page (curl, another server, the native fetch of a test), which cannot
 *   carry a consumer's cookie by accident: it passes.
 */
export function isCrossSiteRequest(request: RequestOrigin, trustedHosts: readonly string[]): boolean {
  const site = request.secFetchSite?.toLowerCase();
  if (site === 'cross-site') return true;
  if (site === 'same-origin' || site === 'none') return false;
  if (request.origin === undefined) return false;
  let originUrl: URL;
  try {
    originUrl = new URL(request.origin);
  } catch {
    return true;
  }
  if (originUrl.origin === 'null') return true;
  if (originUrl.host === hostAsUrlHost(request.host, originUrl.protocol)) return false;
  return !trustedHosts.includes(originUrl.hostname);
}

/** A Host header as URL.host writes it for that scheme: lower case, without the scheme's default port. */
function hostAsUrlHost(host: string, protocol: string): string {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return host.toLowerCase();
  }
}

/**
 * Refuses cross-site POST, PUT, PATCH and DELETE with 403 CROSS_SITE_REQUEST before anything runs (CSRF:
 * the consumer's session is a cookie, which the browser attaches to a request another site's page makes).
 * Every state-changing call is checked, not only the cookie ones: no legitimate page of ours calls the
 * API cross-site (the SPA, and Vite's proxy in development, are one origin to the browser).
 */
export function registerCrossSiteRefusal(app: FastifyInstance, canonicalHost: string | undefined): void {
  const trustedHosts = canonicalHost ? [canonicalHost, aliasOfCanonicalHost(canonicalHost)] : [];
  // A callback hook: reads pass at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!stateChangingMethods.has(request.method)) return done();
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const origin = { secFetchSite: header('sec-fetch-site'), origin: header('origin'), host: request.host };
    done(isCrossSiteRequest(origin, trustedHosts) ? new AppError('CROSS_SITE_REQUEST') : undefined);
  });
}
