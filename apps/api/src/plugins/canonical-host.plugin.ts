import type { FastifyInstance } from 'fastify';

/**
 * The other name of the same site: the bare domain for a `www.` canonical host ('www.suavez.app' →
 * 'suavez.app'), and the `www.` name for a bare one.
 */
export function aliasOfCanonicalHost(canonicalHost: string): string {
  return canonicalHost.startsWith('www.') ? canonicalHost.slice('www.'.length) : `www.${canonicalHost}`;
}

/** The paths infrastructure calls by address, not by name. */
const probePaths = new Set(['/health', '/ready', '/metrics']);

/** Whether a request for this path is a page (or a file) that belongs on the canonical host. */
function isRedirectablePath(path: string): boolean {
  // The API, the probes and the metrics answer on any name: a 301 would turn a POST into a GET, and load
  // balancers (and Prometheus) reach /health, /ready and /metrics by address.
  return !(probePaths.has(path) || path === '/api' || path.startsWith('/api/'));
}

/**
 * With `CANONICAL_HOST` set, a GET or HEAD for a page on the alias host (the bare production domain, whose
 * /qr-business-card goes to the www host) answers 301 to the same path and query on the canonical host.
 * Every page is redirected, not only /qr-business-card (docs/decisions/006-where-we-read-the-rules.md):
 * cookies such as `qrbc` belong to one host, so the promo link and the landing page that reads it must share
 * it, and search engines should see one address per page.
 */
export function registerCanonicalHost(app: FastifyInstance, canonicalHost: string | undefined): void {
  if (!canonicalHost) return;
  const alias = aliasOfCanonicalHost(canonicalHost);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.hostname.toLowerCase() !== alias) return;
    // An absolute-form request target ('GET http://x/y') is not a path: send it to the home page.
    const target = request.url.startsWith('/') ? request.url : '/';
    if (!isRedirectablePath(target.split('?')[0] ?? '/')) return;
    // Production is served over https only (HSTS, Secure cookies); behind a proxy that is not trusted
    // (TRUST_PROXY unset) the request's own protocol reads http.
    const scheme = app.ctx.config.isProduction ? 'https' : request.protocol;
    return reply.redirect(`${scheme}://${canonicalHost}${target}`, 301);
  });
}
