import type { FastifyInstance } from 'fastify';

/**
 * One access-log line per answered request, written when the answer has gone: method, URL (secrets
 * redacted by the `req` serializer), host, client address, status and time. Fastify's own request logging
 * (turned off in app.ts) writes two lines per request, 'incoming request' and 'request completed'; at the
 * thousands of polls per second the consumers' phones make, the second line cost ~100 µs of CPU per request
 * (`npm run bench`, BENCH_LOG_LEVEL=warn against info).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });
}
