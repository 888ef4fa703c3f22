import type { FastifyInstance } from 'fastify';
import { LiveHub } from '../modules/live/live-hub';
import { startLiveListener } from '../modules/live/live-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (modules/live). */
    live: LiveHub;
  }
}

/** How often an idle stream gets a heartbeat: under the usual 30-60 s idle timeouts of proxies. */
export const LIVE_HEARTBEAT_MS = 20_000;

/**
 * Live updates: one listener per process on the database's `suavez_live` notifications, fanned out to this
 * process's streams. Streams end before the server closes (preClose: `close()` would otherwise wait on
 * them), and the listener stops with the app.
 */
export async function registerLive(
  app: FastifyInstance,
  options: { heartbeatMs?: number | undefined } = {},
): Promise<void> {
  const hub = new LiveHub({ heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS });
  app.decorate('live', hub);
  const listener = await startLiveListener(
    app.ctx.database,
    { onEvent: (event) => hub.publish(event), onGap: () => hub.resyncAll() },
    app.log,
  );
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => listener.close());
}
