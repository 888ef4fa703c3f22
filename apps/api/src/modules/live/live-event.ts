import type { LiveChange } from '@suavez/shared/contracts/live.contract';
import { type LiveEventKind, liveEventKinds } from '@suavez/shared/domain/live-event-kind';

/** The `pg_notify` channel the database triggers send every live event on (migration 0004). */
export const LIVE_CHANNEL = 'suavez_live';

/** One row of `live_events`, as the triggers notify it and the replay reads it. */
export interface LiveEvent {
  id: number;
  merchantId: string;
  queueEntryId: string;
  /** The entry's owner. */
  consumerId: string;
  orderId: string | null;
  kind: LiveEventKind;
}

/** How long events are kept for replay: a phone that was offline longer refetches everything. */
export const LIVE_EVENTS_KEPT_MS = 15 * 60_000;

/** Which events a stream sees: every event whose `column` equals `id`. */
export interface LiveScope {
  column: 'merchantId' | 'queueEntryId' | 'consumerId';
  id: string;
}

/** The fan-out index key of a scope; an event is delivered under the three keys it matches. */
export const scopeKey = (column: LiveScope['column'], id: string): string => `${column}:${id}`;

/** Reads a notification payload; undefined when it is not a live event (never throws). */
export function parseLiveNotification(payload: string | undefined): LiveEvent | undefined {
  if (!payload) return undefined;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const id = Number(value.id);
  const kind = value.kind as LiveEventKind;
  const { merchantId, queueEntryId, consumerId, orderId } = value;
  if (!Number.isSafeInteger(id) || !(liveEventKinds as readonly string[]).includes(kind)) return undefined;
  if (typeof merchantId !== 'string' || typeof queueEntryId !== 'string' || typeof consumerId !== 'string') {
    return undefined;
  }
  return {
    id,
    merchantId,
    queueEntryId,
    consumerId,
    orderId: typeof orderId === 'string' ? orderId : null,
    kind,
  };
}

/** First frame of every stream: the browser reconnects 1 s after the stream ends. */
export const RETRY_FRAME = 'retry: 1000\n\n';
/** Keeps proxies from closing an idle stream. */
export const HEARTBEAT_FRAME = ': hb\n\n';
/** The client must refetch everything it shows (events it missed are no longer kept). */
export const RESYNC_FRAME = 'event: resync\ndata: {}\n\n';

/** An `event: change` frame: ids and kind only, the client refetches what changed. */
export function changeFrame(event: LiveEvent): string {
  const data: LiveChange = { kind: event.kind, queueEntryId: event.queueEntryId, orderId: event.orderId };
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}
