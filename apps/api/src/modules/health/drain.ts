import type { FastifyInstance } from 'fastify';

/**
 * The first step of a graceful stop (the SIGTERM handler's): from here `/ready` answers 503, so a load
 * balancer sends no new work, while `/health` stays 200 (the process is alive and finishing its requests).
 * Live streams never end by themselves: they are ended now (each browser reconnects, in 1 s, to a server
 * that is up), and new ones at once. Answers false when the process was already draining.
 */
export function beginDrain(app: FastifyInstance, signal: string): boolean {
  const { lifecycle } = app.ctx;
  if (lifecycle.isDraining) return false;
  lifecycle.isDraining = true;
  app.log.info({ signal }, 'encerrando: terminando as requisições em andamento');
  app.live.close();
  return true;
}
