/**
 * The routes every phone (and every probe) calls over and over: the consumer's polls of its entry and its
 * order (and the queue a guest follows, `GET /api/queue?queueId`), the load balancer's probes and the
 * metrics scrape. At thousands of phones a log line each would bury every other line, so their requests,
 * and their refusals (a 401 or 404 repeats at every poll), are logged at `debug` (README.md, `LOG_LEVEL`).
 */
const quietRoutes = new Set([
  'GET /api/queue',
  'GET /api/order',
  'GET /health',
  'GET /ready',
  'GET /metrics',
]);

/** Whether a request (its method and route pattern, never the raw URL) is one of the quiet routes. */
export function isQuietRoute(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && quietRoutes.has(`${method} ${routeUrl}`);
}
