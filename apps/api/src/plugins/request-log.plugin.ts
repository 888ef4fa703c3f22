import type { FastifyInstance } from 'fastify';
import { isQuietRoute } from '#api/lib/quiet-requests';
import { wasShed } from './load-shedding.plugin';

/** A quiet route's request still gets its `info` line when it takes this long. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One access-log line per answered request, written when the answer has gone: method, URL (secrets
 * redacted by the `req` serializer), host, client address, status and time ('requisição respondida': log
 * messages are in Brazilian Portuguese, README.md#operations). Fastify's own request logging
 * (turned off in app.ts) writes two lines per request, 'incoming request' and 'request completed'; at the
 * thousands of polls per second the consumers' phones make, the second line cost ~100 µs of CPU per request
 * (`npm run bench`, BENCH_LOG_LEVEL=warn against info). The polls and probes (lib/quiet-requests.ts) are
 * logged at `debug`, unless they fail (5xx) or take `SLOW_REQUEST_MS` or more.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook: the polls, which are quiet at the default level, pay neither a promise nor the line.
  app.addHook('onResponse', (request, reply, done) => {
    // Refusals for overload are summed in one warning per 10 s (load-shedding.plugin.ts), not a line each.
    if (wasShed(request)) return done();
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const isQuiet =
      reply.statusCode < 500 &&
      responseTime < SLOW_REQUEST_MS &&
      isQuietRoute(request.method, request.routeOptions.url);
    const line = { req: request, statusCode: reply.statusCode, responseTime };
    if (isQuiet) request.log.debug(line, 'requisição respondida');
    else request.log.info(line, 'requisição respondida');
    done();
  });
}
