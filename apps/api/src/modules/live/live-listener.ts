import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL, type LiveEvent, parseLiveNotification } from './live-event';

/** What the listener calls. */
export interface LiveListenerHandlers {
  onEvent(event: LiveEvent): void;
  /** Notifications may have been lost (the connection dropped and came back): streams must refetch. */
  onGap(): void;
}

/** This process's one subscription to the database's live events. */
export interface LiveListener {
  close(): Promise<void>;
}

/** After a lost connection, the listener tries again this often. */
const RECONNECT_DELAY_MS = 1000;

/**
 * Listens on `suavez_live` once per process: PGlite's own notifications when embedded, else one dedicated
 * PostgreSQL connection (outside the pool: a pooled connection would be handed to queries and lose its
 * LISTEN), which every server process on the same database holds, so a change made through any of them
 * reaches the streams of all of them.
 */
export async function startLiveListener(
  database: Database,
  handlers: LiveListenerHandlers,
  log: FastifyBaseLogger,
): Promise<LiveListener> {
  const deliver = (payload: string | undefined) => {
    const event = parseLiveNotification(payload);
    if (event) handlers.onEvent(event);
    else log.warn({ channel: LIVE_CHANNEL }, 'notificação ao vivo ignorada: conteúdo inválido');
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(LIVE_CHANNEL, deliver);
    return { close: () => unlisten().catch(() => {}) };
  }
  if (!database.url) throw new Error('PostgreSQL database without a URL');
  return listenOnPostgres(database.url, deliver, handlers.onGap, log);
}

async function listenOnPostgres(
  url: string,
  deliver: (payload: string | undefined) => void,
  onGap: () => void,
  log: FastifyBaseLogger,
): Promise<LiveListener> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let attempts = 0;

  const lose = (lost: pg.Client, reason: string) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    if (closed) return;
    log.warn(`eventos ao vivo: conexão de escuta perdida (${reason}); reconectando`);
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    attempts += 1;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) deliver(message.payload);
    });
    next.on('error', (error) => lose(next, error.message));
    next.on('end', () => lose(next, 'encerrada'));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      lose(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    // What was notified while no connection listened is lost: every stream refetches once.
    if (attempts > 1) onGap();
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
