import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Resolves once `server` has had no new connection or request for `quietMs`, or after `maxMs` at most.
 * A stopping server calls it before closing: a request already sent may still sit in the listen backlog
 * or unread in its socket (on a busy or starved process, for long), and closing would reset it. Each
 * check runs in a setImmediate, i.e. after the event loop's I/O phase has accepted and read what was
 * pending, so 'quiet' never means 'not looked at yet'. Requests `ignore` picks (live streams, which never
 * end by themselves and which a stopping server ends at once) neither count as activity nor keep it open.
 */
export function waitUntilQuiet(
  server: Server,
  options: { quietMs: number; maxMs: number; ignore?: (request: IncomingMessage) => boolean },
): Promise<void> {
  return new Promise((resolve) => {
    const deadline = Date.now() + options.maxMs;
    let lastActivity = Date.now();
    let inFlight = 0;
    const onConnection = () => {
      lastActivity = Date.now();
    };
    const onRequest = (request: IncomingMessage, response: ServerResponse) => {
      if (options.ignore?.(request)) return;
      inFlight += 1;
      lastActivity = Date.now();
      response.once('close', () => {
        inFlight -= 1;
        lastActivity = Date.now();
      });
    };
    server.on('connection', onConnection);
    server.on('request', onRequest);
    const check = () =>
      setImmediate(() => {
        const now = Date.now();
        if (now >= deadline || (inFlight === 0 && now - lastActivity >= options.quietMs)) {
          server.off('connection', onConnection);
          server.off('request', onRequest);
          resolve();
          return;
        }
        setTimeout(check, options.quietMs);
      });
    setTimeout(check, options.quietMs);
  });
}
