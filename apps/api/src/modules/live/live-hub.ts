import type { ServerResponse } from 'node:http';
import { type Clock, systemClock } from '#api/lib/clock';
import {
  changeFrame,
  HEARTBEAT_FRAME,
  type LiveEvent,
  type LiveScope,
  RESYNC_FRAME,
  scopeKey,
} from './live-event';

/** The merchant login session a merchant's stream was opened with (the token's `jti`, `sub`, `merchant`). */
export interface LiveStreamSession {
  sessionId: string;
  userId: string;
  merchantId: string;
}

/** One open stream: its response, its fan-out key, and the events held back while its replay runs. */
export interface LiveStream {
  readonly res: ServerResponse;
  readonly key: string;
  /** A merchant's stream: the session it was opened with, which ends it when it ends. */
  readonly session: LiveStreamSession | undefined;
  /** Events that arrived during the replay (null once live): sent after it, so none is lost. */
  held: LiveEvent[] | null;
  /** The highest event id written, so a held event the replay already sent is not sent twice. */
  lastId: number;
  /** When the stream last carried an event (or opened): heartbeats do not count. */
  lastEventAt: number;
}

/** What the hub needs to know. */
export interface LiveHubOptions {
  /** How often every stream gets a comment line (20 s in production). */
  heartbeatMs: number;
  /** A stream whose client reads slower than this many bytes is dropped (it reconnects and replays). */
  maxBufferedBytes?: number;
  /**
   * A stream that carried no event for this long is ended at the next heartbeat (0 or unset: never); the
   * browser reconnects by itself after the `retry` frame's second, so an abandoned one stops costing.
   */
  idleCloseMs?: number;
  /** Measures idleness (the app's clock, so tests move it). */
  clock?: Clock;
}

/**
 * This process's open streams, indexed by the key each one listens to (a merchant, an entry, an entry's
 * owner), so an event costs the streams that see it, not all of them. Memory per stream is one small
 * object and one 'close' listener: a single interval writes every heartbeat.
 */
export class LiveHub {
  private readonly byKey = new Map<string, Set<LiveStream>>();
  private readonly bySession = new Map<string, Set<LiveStream>>();
  private readonly streams = new Set<LiveStream>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxBufferedBytes: number;
  private readonly idleCloseMs: number;
  private readonly clock: Clock;
  private closed = false;

  constructor(options: LiveHubOptions) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? 64 * 1024;
    this.idleCloseMs = options.idleCloseMs ?? 0;
    this.clock = options.clock ?? systemClock;
    this.heartbeat = setInterval(() => {
      this.endIdle();
      for (const stream of this.streams) this.write(stream, HEARTBEAT_FRAME);
    }, options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Streams open in this process. */
  get size(): number {
    return this.streams.size;
  }

  /** Whether the hub was closed (the server is stopping): new streams are ended at once. */
  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Adds a stream, holding its events until `goLive` (after its replay); a merchant's stream with the
   * session it was opened with.
   */
  add(res: ServerResponse, scope: LiveScope, session?: LiveStreamSession): LiveStream {
    const stream: LiveStream = {
      res,
      key: scopeKey(scope.column, scope.id),
      session,
      held: [],
      lastId: 0,
      lastEventAt: this.now(),
    };
    this.streams.add(stream);
    addToGroup(this.byKey, stream.key, stream);
    if (session) addToGroup(this.bySession, session.sessionId, stream);
    return stream;
  }

  /** Forgets a stream (its connection closed). */
  remove(stream: LiveStream): void {
    this.streams.delete(stream);
    removeFromGroup(this.byKey, stream.key, stream);
    if (stream.session) removeFromGroup(this.bySession, stream.session.sessionId, stream);
  }

  /** The merchant sessions that have a stream open here, each once. */
  listSessions(): LiveStreamSession[] {
    const sessions: LiveStreamSession[] = [];
    for (const group of this.bySession.values()) {
      const [first] = group;
      if (first?.session) sessions.push(first.session);
    }
    return sessions;
  }

  /** Ends every stream opened with this merchant session (it was revoked: docs/security.md, "Live streams"). */
  endSession(sessionId: string): void {
    for (const stream of this.bySession.get(sessionId) ?? []) {
      this.remove(stream);
      stream.res.end();
    }
  }

  /** Writes an event the replay read (ids increasing). */
  replay(stream: LiveStream, event: LiveEvent): void {
    this.writeEvent(stream, changeFrame(event));
    stream.lastId = Math.max(stream.lastId, event.id);
  }

  /** Tells one stream to refetch everything. */
  resync(stream: LiveStream): void {
    this.writeEvent(stream, RESYNC_FRAME);
  }

  /** Ends the replay: sends what was held (and not replayed), then every new event as it comes. */
  goLive(stream: LiveStream): void {
    const held = stream.held ?? [];
    stream.held = null;
    for (const event of held) if (event.id > stream.lastId) this.writeEvent(stream, changeFrame(event));
  }

  /**
   * Ends the streams that carried no event for `idleCloseMs` (heartbeats do not count): a tab left open
   * for hours, or a client that vanished without closing its connection, stops holding a slot of the caps
   * (docs/security.md, "Live streams"). A live browser reconnects a second later, with its Last-Event-ID.
   */
  endIdle(): void {
    if (this.idleCloseMs <= 0) return;
    const cutoff = this.now() - this.idleCloseMs;
    for (const stream of this.streams) {
      if (stream.lastEventAt > cutoff) continue;
      this.remove(stream);
      stream.res.end();
    }
  }

  /** Delivers an event to the streams of its merchant, its entry and its entry's owner. */
  publish(event: LiveEvent): void {
    let frame: string | undefined;
    const now = this.now();
    for (const key of [
      scopeKey('merchantId', event.merchantId),
      scopeKey('queueEntryId', event.queueEntryId),
      scopeKey('consumerId', event.consumerId),
    ]) {
      const group = this.byKey.get(key);
      if (!group) continue;
      frame ??= changeFrame(event);
      for (const stream of group) {
        if (stream.held) stream.held.push(event);
        else this.writeEvent(stream, frame, now);
      }
    }
  }

  /** Every stream refetches (events may have been missed, e.g. while the listener reconnected). */
  resyncAll(): void {
    for (const stream of this.streams) this.writeEvent(stream, RESYNC_FRAME);
  }

  /** Ends every stream (the browsers reconnect to whichever server is up) and refuses new ones. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const stream of this.streams) stream.res.end();
    this.streams.clear();
    this.byKey.clear();
    this.bySession.clear();
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Writes a frame that counts as activity (not a heartbeat). */
  private writeEvent(stream: LiveStream, frame: string, now = this.now()): void {
    stream.lastEventAt = now;
    this.write(stream, frame);
  }

  private write(stream: LiveStream, frame: string): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    // A client that stopped reading would make this process buffer without end: drop it instead.
    if (stream.res.writableLength > this.maxBufferedBytes) {
      stream.res.destroy();
      return;
    }
    stream.res.write(frame);
  }
}

function addToGroup(groups: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  let group = groups.get(key);
  if (!group) {
    group = new Set();
    groups.set(key, group);
  }
  group.add(stream);
}

function removeFromGroup(groups: Map<string, Set<LiveStream>>, key: string, stream: LiveStream): void {
  const group = groups.get(key);
  if (!group) return;
  group.delete(stream);
  if (group.size === 0) groups.delete(key);
}
