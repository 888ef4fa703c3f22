import type { FastifyInstance } from 'fastify';

/**
 * Fastify's `trustProxy` for `hops` proxies in front of the server: the client address is the one that
 * many entries back in `X-Forwarded-For` (what the last trusted proxy saw), never an entry the client
 * wrote itself. 0 trusts no proxy: the socket's address counts (the default, production included).
 */
export function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** The warning logged when `TRUST_PROXY` is set but a request came without `X-Forwarded-For`. */
export const PROXY_SETTING_WARNING =
  'TRUST_PROXY está definido, mas chegou uma requisição sem X-Forwarded-For: a configuração de proxy parece errada. ' +
  'Sem um proxy na frente do servidor, um cliente escolhe o próprio endereço e escapa dos limites por endereço; nesse caso use TRUST_PROXY=0.';

/** The warning logged when `X-Forwarded-For` arrives but `TRUST_PROXY` is not set. */
export const PROXY_HEADER_IGNORED_WARNING =
  'Chegou uma requisição com X-Forwarded-For, mas TRUST_PROXY não está definido: o cabeçalho é ignorado. ' +
  'Se há um proxy na frente do servidor, todos os clientes contam como um só endereço nos limites; defina TRUST_PROXY com o número de proxies.';

/** Paths called directly, without a proxy, by design. */
const directPaths = new Set(['/health', '/ready', '/metrics']);

/**
 * Logs, once per process (one app per process), a sign that `TRUST_PROXY` does not match how the server
 * is reached. With proxies trusted, every request should come through one and carry `X-Forwarded-For`: one
 * without it means the server is reached directly, where a client could write the header itself
 * (`/health`, `/ready` and `/metrics` are left out: load balancers and Prometheus call them directly). With none trusted, a request carrying the
 * header may come through a proxy the setting does not know of, which makes every client one address.
 */
export function registerProxySettingCheck(app: FastifyInstance, hops: number): void {
  let hasWarned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!hasWarned) {
      const hasHeader = request.headers['x-forwarded-for'] !== undefined;
      const warning =
        hops > 0 && !hasHeader && !directPaths.has(request.url)
          ? PROXY_SETTING_WARNING
          : hops === 0 && hasHeader
            ? PROXY_HEADER_IGNORED_WARNING
            : undefined;
      if (warning) {
        hasWarned = true;
        request.log.warn({ trustProxy: hops, remoteAddress: request.socket.remoteAddress }, warning);
      }
    }
    done();
  });
}
