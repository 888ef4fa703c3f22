/**
 * Fastify's `trustProxy` for `hops` proxies in front of the server: the client address is the one that
 * many entries back in `X-Forwarded-For` (what the last trusted proxy saw), never an entry the client
 * wrote itself. 0 trusts no proxy: the socket's address counts (development, tests).
 */
export function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
