import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type LiveEvent,
  type LiveEventsHost,
  type LiveEventsOptions,
  openLiveEvents,
  parseLiveChange,
} from './live-events-stream';

const entryId = '0b8f3c52-6a3e-4d2f-9a4e-1f2a3b4c5d6e';
const orderId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('parseLiveChange', () => {
  it.each([
    [
      { kind: 'queue', queueEntryId: entryId, orderId: null },
      { kind: 'queue', queueEntryId: entryId, orderId: null },
    ],
    [
      { kind: 'order', queueEntryId: entryId, orderId },
      { kind: 'order', queueEntryId: entryId, orderId },
    ],
    [
      { kind: 'queue', queueEntryId: entryId },
      { kind: 'queue', queueEntryId: entryId, orderId: null },
    ],
  ])('reads %j', (data, expected) => {
    expect(parseLiveChange(JSON.stringify(data))).toEqual(expected);
  });

  it.each([
    ['not json', '{'],
    ['null', 'null'],
    ['an unknown kind', JSON.stringify({ kind: 'item', queueEntryId: entryId, orderId: null })],
    ['no entry id', JSON.stringify({ kind: 'queue', orderId: null })],
    ['a numeric entry id', JSON.stringify({ kind: 'queue', queueEntryId: 1, orderId: null })],
  ])('refuses %s', (_name, data) => {
    expect(parseLiveChange(data)).toBeNull();
  });
});

type Listener = (event: { data?: unknown }) => void;

/** An EventSource whose connection the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  isClosed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  /** A dropped connection the browser retries (CONNECTING), or an error answer it gives up on (CLOSED). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

function fakeDocument(hidden: boolean) {
  const listeners = new Set<() => void>();
  return {
    hidden,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    setHidden(value: boolean) {
      this.hidden = value;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

function start(hidden = false, options: LiveEventsOptions = {}) {
  const doc = fakeDocument(hidden);
  const events: LiveEvent[] = [];
  const host = { EventSource: FakeEventSource, document: doc } as unknown as LiveEventsHost;
  const stop = openLiveEvents('/api/live/diner?consumerId=x', (event) => events.push(event), host, options);
  const last = () => FakeEventSource.instances.at(-1) as FakeEventSource;
  return { doc, events, stop, last };
}

describe('openLiveEvents', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes changes on, and an unreadable change or a resync frame as resync', () => {
    const { events, last } = start();
    last().open();
    last().emit('change', JSON.stringify({ kind: 'order', queueEntryId: entryId, orderId }));
    last().emit('change', 'garbage');
    last().emit('resync', '{}');
    expect(events).toEqual([
      { kind: 'order', queueEntryId: entryId, orderId },
      { kind: 'resync' },
      { kind: 'resync' },
    ]);
  });

  it('asks for a refetch when the browser reconnects after a drop, not on the first open', () => {
    const { events, last } = start();
    last().open();
    expect(events).toEqual([]);
    last().fail(FakeEventSource.CONNECTING);
    expect(FakeEventSource.instances).toHaveLength(1);
    last().open();
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  it('opens again, backing off, when the browser gives up on the stream', () => {
    const { events, last } = start();
    last().fail(FakeEventSource.CLOSED);
    expect(last().isClosed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    last().fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    last().open();
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  /** Refuses every reopen `attempts` times; answers the waits between them, in ms. */
  function refuseReopens(last: () => FakeEventSource, attempts: number): number[] {
    const waits: number[] = [];
    let previous = Date.now();
    last().fail(FakeEventSource.CLOSED);
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const count = FakeEventSource.instances.length;
      while (FakeEventSource.instances.length === count) vi.advanceTimersByTime(100);
      waits.push(Date.now() - previous);
      previous = Date.now();
      last().fail(FakeEventSource.CLOSED);
    }
    return waits;
  }

  it('tries every 2 s through a restart-length outage of an open stream, then backs off up to 30 s', () => {
    const { last } = start();
    last().open();
    const waits = refuseReopens(last, 30);
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 2000, 2000, 2000]);
    // Past 30 s of outage: 4, 8, 16, then 30 s between tries.
    const long = waits.filter((wait) => wait > 2000);
    expect(long.slice(0, 4)).toEqual([4000, 8000, 16_000, 30_000]);
    expect(Math.max(...waits)).toBe(30_000);
  });

  it('backs off at once when the stream is refused from the start (429 beyond a cap), the page still polling', () => {
    const { events, last } = start();
    const waits = refuseReopens(last, 8);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    // A slot frees: the next try opens, and the page refetches what the stream would have told it.
    vi.advanceTimersByTime(30_000);
    last().open();
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  it('holds no stream while the page is hidden, and refetches when it shows again', () => {
    const { doc, events, last } = start();
    last().open();
    doc.setHidden(true);
    expect(last().isClosed).toBe(true);
    doc.setHidden(false);
    expect(FakeEventSource.instances).toHaveLength(2);
    last().open();
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  it('waits for a page opened in the background to show, then refetches', () => {
    const { doc, events, last } = start(true);
    expect(FakeEventSource.instances).toHaveLength(0);
    doc.setHidden(false);
    last().open();
    expect(events).toEqual([{ kind: 'resync' }]);
  });

  it('keeps the stream of a screen that must be heard while hidden, also when opened hidden', () => {
    const { doc, events, last } = start(true, { isKeptWhileHidden: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    last().open();
    doc.setHidden(false);
    doc.setHidden(true);
    expect(last().isClosed).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);
    last().emit('change', JSON.stringify({ kind: 'queue', queueEntryId: entryId, orderId: null }));
    expect(events).toEqual([{ kind: 'queue', queueEntryId: entryId, orderId: null }]);
  });

  it('stops: closes the stream, cancels a pending reopen and stops listening to visibility', () => {
    const { doc, stop, last } = start();
    last().fail(FakeEventSource.CLOSED);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(doc.listenerCount()).toBe(0);
  });
});
