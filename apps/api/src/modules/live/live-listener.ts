import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '#api/db/client';
import type { SessionTag } from '#api/modules/account/merchant-session-cache';
import type { AnswerTag } from './answer-cache';
import { LIVE_CHANNEL, type LiveEvent, parseLiveNotification } from './live-event';

/** The channel of the answer cache's own tags (migration 0006) and of `sync` markers. */
export const CACHE_CHANNEL = 'suavez_cache';

/** What the listener calls. */
export interface LiveListenerHandlers {
  onEvent(event: LiveEvent): void;
  /** A change with no live event (a merchant's profile, a consumer's name, a deleted entry). */
  onTag(tag: AnswerTag): void;
  /** A merchant session ended or its person changed (migration 0015): what is kept of it must go. */
  onSessionTag(tag: SessionTag): void;
  /** Listening (again): from here on every commit's notifications arrive. */
  onListening(): void;
  /** Not listening (the connection dropped): notifications are being missed until `onListening`. */
  onLost(): void;
  /** Notifications may have been lost (the connection dropped and came back): streams must refetch. */
  onGap(): void;
}

/** This process's one subscription to the database's live events. */
export interface LiveListener {
  /**
   * Resolves once every notification of a transaction committed before the call has been handled here:
   * it notifies a marker and waits for it (PostgreSQL delivers notifications in commit order). False when
   * the marker did not come back within `timeoutMs` (not listening).
   */
  sync(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** How long `sync` waits for its marker by default. */
const SYNC_TIMEOUT_MS = 2000;

/** Reads a `suavez_cache` payload: a tag, a marker of this process, or undefined (ignored). */
function parseCachePayload(
  payload: string | undefined,
): { answer: AnswerTag } | { session: SessionTag } | { marker: string } | undefined {
  if (!payload) return undefined;
  if (payload.startsWith('sync:')) return { marker: payload };
  if (/^(merchant|consumer):[0-9a-f-]{36}$/.test(payload)) return { answer: payload as AnswerTag };
  if (/^(session|merchant-user):[0-9a-f-]{36}$/.test(payload)) return { session: payload as SessionTag };
  return undefined;
}

/** The markers `sync` waits for: unique to this process, answered by the notification handler. */
class SyncMarkers {
  private readonly prefix = `sync:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  private next = 0;
  private readonly pending = new Map<string, () => void>();

  async wait(send: (marker: string) => Promise<unknown>, timeoutMs: number): Promise<boolean> {
    this.next += 1;
    const marker = `${this.prefix}${this.next}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.pending.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await send(marker);
      return await arrived;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      this.pending.delete(marker);
    }
  }

  /** A marker came back; markers of other processes are not in `pending` and are ignored. */
  arrived(marker: string): void {
    this.pending.get(marker)?.();
  }
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
  const markers = new SyncMarkers();
  const deliver = (channel: string, payload: string | undefined) => {
    if (channel === CACHE_CHANNEL) {
      const parsed = parseCachePayload(payload);
      if (parsed && 'answer' in parsed) handlers.onTag(parsed.answer);
      else if (parsed && 'session' in parsed) handlers.onSessionTag(parsed.session);
      else if (parsed) markers.arrived(parsed.marker);
      else log.warn({ channel }, 'notificação de cache ignorada: conteúdo inválido');
      return;
    }
    const event = parseLiveNotification(payload);
    if (event) handlers.onEvent(event);
    else log.warn({ channel }, 'notificação ao vivo ignorada: conteúdo inválido');
  };
  const notifyMarker = (marker: string) =>
    database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${marker})`);
  const sync = (timeoutMs = SYNC_TIMEOUT_MS) => markers.wait(notifyMarker, timeoutMs);
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await Promise.all(
      [LIVE_CHANNEL, CACHE_CHANNEL].map((channel) =>
        pglite.listen(channel, (payload) => deliver(channel, payload)),
      ),
    );
    handlers.onListening();
    return {
      sync,
      close: async () => {
        handlers.onLost();
        await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
      },
    };
  }
  if (!database.url) throw new Error('PostgreSQL database without a URL');
  const listener = await listenOnPostgres(database.url, deliver, handlers, log);
  return { sync, close: listener.close };
}

async function listenOnPostgres(
  url: string,
  deliver: (channel: string, payload: string | undefined) => void,
  handlers: Pick<LiveListenerHandlers, 'onGap' | 'onListening' | 'onLost'>,
  log: FastifyBaseLogger,
): Promise<Pick<LiveListener, 'close'>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let attempts = 0;

  const lose = (lost: pg.Client, reason: string) => {
    if (client !== lost) return;
    client = undefined;
    handlers.onLost();
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
    next.on('notification', (message) => deliver(message.channel, message.payload));
    next.on('error', (error) => lose(next, error.message));
    next.on('end', () => lose(next, 'encerrada'));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      lose(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    handlers.onListening();
    // What was notified while no connection listened is lost: every stream refetches once.
    if (attempts > 1) handlers.onGap();
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      handlers.onLost();
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
