// Types only from the contract: the consumer pages do not download zod.
import type { LiveChange } from '@suavez/shared/contracts/live.contract';
import { liveEventKinds } from '@suavez/shared/domain/live-event-kind';

/**
 * The live stream itself, its own chunk: loaded once a page has read what it shows (the consumer pages' JS
 * budget is 100 KB gzip, and nothing needs it for the first paint). useLiveEvents (live-events.ts) wraps it.
 */

/** A change, or `resync`: events may have been missed, so everything the page shows must be read again. */
export type LiveEvent = LiveChange | { kind: 'resync' };

const resync: LiveEvent = { kind: 'resync' };

/** The change in a `change` frame's data; null when it is not one (the caller then refetches everything). */
export function parseLiveChange(data: string): LiveChange | null {
  try {
    const value = JSON.parse(data) as Partial<Record<keyof LiveChange, unknown>> | null;
    const { kind, queueEntryId, orderId } = value ?? {};
    const knownKind = liveEventKinds.find((known) => known === kind);
    if (!knownKind || typeof queueEntryId !== 'string') return null;
    return { kind: knownKind, queueEntryId, orderId: typeof orderId === 'string' ? orderId : null };
  } catch {
    return null;
  }
}

/** What `openLiveEvents` needs from the browser; tests pass fakes. */
export interface LiveEventsHost {
  EventSource: { new (url: string): EventSource; readonly CLOSED: number };
  document: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
}

/** The longest wait before opening again a stream the browser gave up on (e.g. a 502 during a deploy). */
const MAX_REOPEN_MS = 30_000;
/**
 * For this long after an open stream was lost, it is tried again at least every 2 s: a restart or a deploy
 * is over in a few seconds, and a consumer being called should not wait 8 or 16 s more to hear it. A longer
 * outage, or a stream refused from the start (429: too many open on this session, token or network),
 * backs off up to `MAX_REOPEN_MS`.
 */
const SHORT_OUTAGE_MS = 30_000;
const SHORT_OUTAGE_REOPEN_MS = 2000;

/** How a stream behaves; the defaults suit a screen nobody needs to hear from while it is hidden. */
export interface LiveEventsOptions {
  /**
   * Keeps the stream while the page is hidden (a tab behind another, a locked phone as long as the
   * browser lets it run): for a screen whose change must reach a person who is not looking (a call).
   */
  isKeptWhileHidden?: boolean;
}

/**
 * Follows a Server-Sent Events stream, by default only while the page is visible; returns the function
 * that stops. The browser reconnects by itself after a dropped connection, sending Last-Event-ID so the
 * server replays what was missed; but it gives up on an error answer, and a hidden page holds no stream,
 * so this opens again (every 1-2 s for the first 30 s after losing an open stream, a restart's length;
 * otherwise, and after that, backing off up to 30 s) and, after any gap, says `resync`. EventSource cannot
 * read why it was refused (a 429 beyond the server's caps looks like any error): polling never stops, so
 * a screen without its stream still updates every poll period, and a refetch costs one request.
 */
export function openLiveEvents(
  url: string,
  onEvent: (event: LiveEvent) => void,
  host: LiveEventsHost,
  options: LiveEventsOptions = {},
): () => void {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenMs = 1000;
  let lostAt: number | undefined;
  let hasOpened = false;
  const isHidden = () => host.document.hidden && !options.isKeptWhileHidden;
  // A page opened in the background has missed whatever happened since its first reads.
  let hadGap = isHidden();

  const close = () => {
    source?.close();
    source = null;
    clearTimeout(reopenTimer);
  };
  const open = () => {
    const current = new host.EventSource(url);
    source = current;
    current.onopen = () => {
      hasOpened = true;
      reopenMs = 1000;
      lostAt = undefined;
      if (hadGap) onEvent(resync);
      hadGap = false;
    };
    current.onerror = () => {
      hadGap = true;
      if (current.readyState !== host.EventSource.CLOSED) return; // the browser is reconnecting
      close();
      reopenTimer = setTimeout(open, reopenMs);
      lostAt ??= Date.now();
      const isShortOutage = hasOpened && Date.now() - lostAt < SHORT_OUTAGE_MS;
      reopenMs = Math.min(reopenMs * 2, isShortOutage ? SHORT_OUTAGE_REOPEN_MS : MAX_REOPEN_MS);
    };
    current.addEventListener('change', (message) => {
      onEvent(parseLiveChange(String((message as MessageEvent).data)) ?? resync);
    });
    current.addEventListener('resync', () => onEvent(resync));
  };
  const onVisibilityChange = () => {
    if (isHidden()) {
      close();
      hadGap = true;
    } else if (!source) {
      open();
    }
  };

  host.document.addEventListener('visibilitychange', onVisibilityChange);
  if (!isHidden()) open();
  return () => {
    host.document.removeEventListener('visibilitychange', onVisibilityChange);
    close();
  };
}
