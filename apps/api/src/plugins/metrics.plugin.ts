import type { FastifyInstance } from 'fastify';
import { ServerMetrics } from '#api/modules/metrics/server-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics; undefined when `METRICS_TOKEN` is unset (nothing is counted). */
    metrics: ServerMetrics | undefined;
  }
}

/** With `METRICS_TOKEN` set: the metrics, and one hook that times every answered request. */
export function registerMetrics(app: FastifyInstance, isEnabled: boolean): void {
  if (!isEnabled) {
    app.decorate('metrics', undefined);
    return;
  }
  const metrics = new ServerMetrics({
    db: app.ctx.database.db,
    clock: app.ctx.clock,
    pool: app.ctx.database.pool,
    openStreams: () => app.live.size,
  });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
