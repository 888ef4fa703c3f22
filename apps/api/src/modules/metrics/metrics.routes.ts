import { errorMessages } from '@suavez/shared/errors';
import type { FastifyInstance } from 'fastify';
import { isMetricsTokenValid } from './metrics-token';

/**
 * `GET /metrics` (Prometheus text format), at the root beside `/health`. Closed to the public: only with
 * `METRICS_TOKEN` set, and then only to `Authorization: Bearer <METRICS_TOKEN>`; unset, it answers like any
 * unknown path (404), so the route's existence says nothing.
 */
export function registerMetricsRoutes(app: FastifyInstance): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.ctx.config.metricsToken;
    if (!token || !app.metrics) {
      return reply.code(404).send({ code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
    }
    if (!isMetricsTokenValid(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHENTICATED', message: 'Token de métricas ausente ou inválido.' });
    }
    const { contentType, body } = await app.metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
