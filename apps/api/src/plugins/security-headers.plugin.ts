import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What a JSON answer of the API needs of Helmet's set (OWASP's REST Security Cheat Sheet): nothing on it
 * may run or be framed, it is never sniffed into another type, no other site may read it, and HSTS where
 * the pages have it. The rest of the page set (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection and the pages' own CSP) acts on
 * documents only, and cost every diner's 5-second poll ~1 KB of headers and the server the time to
 * validate them (bench/results/before-after.md, 2026-11-28).
 */
const API_HEADER_NAMES = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
] as const;

const API_ONLY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/** The security headers of an API answer, from the pages' set (`computeHelmetHeaders`). */
export function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { ...API_ONLY_HEADERS };
  for (const name of API_HEADER_NAMES) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/** Paths under /api that answer an HTML page (the OpenAPI explorer) and keep the pages' headers. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Helmet's headers, computed once. They depend on the configuration only (no CSP nonces), so the same
 * set is added to every answer; @fastify/helmet rebuilt Helmet (and re-parsed the CSP) on every request,
 * ~4 % of the server's CPU under the consumers' polls (bench/results/before-after.md). Pages get the
 * whole set, the API's JSON answers the part that acts on them (`apiHeadersOf`). The request id goes out
 * with them, so every answer carries it, a refusal for overload included.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pageHeaders = computeHelmetHeaders(options);
  const apiHeaders = apiHeadersOf(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    void reply.header('x-request-id', request.id);
    done();
  });
}

/** Runs Helmet's middleware once against a recording response and answers the headers it set. */
export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}
