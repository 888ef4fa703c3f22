import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '#api/lib/clock';
import type { LiveEvent } from './live-event';
import { LiveHub } from './live-hub';

/** A response that records what was written; `writableLength` plays a client that stopped reading. */
function fakeResponse(writableLength = 0) {
  const written: string[] = [];
  const res = {
    writableEnded: false,
    destroyed: false,
    writableLength,
    write: (chunk: string) => written.push(chunk) > 0,
    end: () => {
      res.writableEnded = true;
    },
    destroy: () => {
      res.destroyed = true;
    },
  };
  return { res: res as unknown as ServerResponse, written, state: res };
}

const event = (id: number, values: Partial<LiveEvent> = {}): LiveEvent => ({
  id,
  merchantId: 'm1',
  queueEntryId: 'e1',
  consumerId: 'c1',
  orderId: null,
  kind: 'queue',
  ...values,
});

const ids = (written: string[]) => written.map((frame) => /^id: (\d+)/.exec(frame)?.[1]).filter(Boolean);

describe('live hub', () => {
  let hub: LiveHub;
  afterEach(() => hub.close());

  it("delivers an event to its merchant's, entry's and owner's streams only", () => {
    hub = new LiveHub({ heartbeatMs: 60_000 });
    const [merchant, entry, owner, otherEntry] = [
      fakeResponse(),
      fakeResponse(),
      fakeResponse(),
      fakeResponse(),
    ];
    for (const [stream, scope] of [
      [merchant, { column: 'merchantId', id: 'm1' }],
      [entry, { column: 'queueEntryId', id: 'e1' }],
      [owner, { column: 'consumerId', id: 'c1' }],
      [otherEntry, { column: 'queueEntryId', id: 'e2' }],
    ] as const) {
      hub.goLive(hub.add(stream.res, scope));
    }
    hub.publish(event(1));
    hub.publish(event(2, { queueEntryId: 'e2', consumerId: 'c2' }));
    expect(ids(merchant.written)).toEqual(['1', '2']);
    expect(ids(entry.written)).toEqual(['1']);
    expect(ids(owner.written)).toEqual(['1']);
    expect(ids(otherEntry.written)).toEqual(['2']);
  });

  it('holds events during a replay and sends those the replay did not, in order', () => {
    hub = new LiveHub({ heartbeatMs: 60_000 });
    const client = fakeResponse();
    const stream = hub.add(client.res, { column: 'merchantId', id: 'm1' });
    hub.publish(event(5));
    hub.publish(event(7));
    hub.replay(stream, event(4));
    hub.replay(stream, event(5));
    hub.goLive(stream);
    hub.publish(event(8));
    expect(ids(client.written)).toEqual(['4', '5', '7', '8']);
  });

  it('drops a client that stopped reading instead of buffering for it', () => {
    hub = new LiveHub({ heartbeatMs: 60_000, maxBufferedBytes: 1024 });
    const slow = fakeResponse(4096);
    hub.goLive(hub.add(slow.res, { column: 'merchantId', id: 'm1' }));
    hub.publish(event(1));
    expect(slow.state.destroyed).toBe(true);
    expect(slow.written).toEqual([]);
  });

  it('forgets a removed stream, and ends every stream on close', () => {
    hub = new LiveHub({ heartbeatMs: 60_000 });
    const [gone, open] = [fakeResponse(), fakeResponse()];
    const goneStream = hub.add(gone.res, { column: 'merchantId', id: 'm1' });
    hub.goLive(goneStream);
    hub.goLive(hub.add(open.res, { column: 'merchantId', id: 'm1' }));
    hub.remove(goneStream);
    hub.publish(event(1));
    expect([ids(gone.written), ids(open.written)]).toEqual([[], ['1']]);
    hub.close();
    expect([hub.size, hub.isClosed, open.state.writableEnded]).toEqual([0, true, true]);
  });

  it('ends the streams that carried no event for the idle time, and only those', () => {
    const clock = new ManualClock();
    hub = new LiveHub({ heartbeatMs: 60_000, idleCloseMs: 10 * 60_000, clock });
    const [quiet, busy, resynced] = [fakeResponse(), fakeResponse(), fakeResponse()];
    hub.goLive(hub.add(quiet.res, { column: 'merchantId', id: 'm2' }));
    hub.goLive(hub.add(busy.res, { column: 'merchantId', id: 'm1' }));
    const resyncedStream = hub.add(resynced.res, { column: 'merchantId', id: 'm3' });
    hub.goLive(resyncedStream);
    clock.advance(9 * 60_000);
    hub.publish(event(1));
    hub.resync(resyncedStream);
    hub.endIdle();
    expect(hub.size).toBe(3);
    clock.advance(60_000);
    hub.endIdle();
    expect([quiet.state.writableEnded, busy.state.writableEnded, resynced.state.writableEnded]).toEqual([
      true,
      false,
      false,
    ]);
    expect(hub.size).toBe(2);
    clock.advance(9 * 60_000);
    hub.endIdle();
    expect(hub.size).toBe(0);
  });

  it('never ends a stream for idleness when the idle time is 0', () => {
    const clock = new ManualClock();
    hub = new LiveHub({ heartbeatMs: 60_000, idleCloseMs: 0, clock });
    const client = fakeResponse();
    hub.goLive(hub.add(client.res, { column: 'merchantId', id: 'm1' }));
    clock.advance(24 * 60 * 60_000);
    hub.endIdle();
    expect([hub.size, client.state.writableEnded]).toEqual([1, false]);
  });

  it('ends every stream of one merchant session, and no other stream, and lists each session once', () => {
    hub = new LiveHub({ heartbeatMs: 60_000 });
    const scope = { column: 'merchantId', id: 'm1' } as const;
    const session = (sessionId: string) => ({ sessionId, userId: `user-${sessionId}`, merchantId: 'm1' });
    const [tabA, tabB, otherSession, consumer] = [
      fakeResponse(),
      fakeResponse(),
      fakeResponse(),
      fakeResponse(),
    ];
    hub.add(tabA.res, scope, session('s1'));
    hub.add(tabB.res, scope, session('s1'));
    hub.add(otherSession.res, scope, session('s2'));
    hub.add(consumer.res, { column: 'consumerId', id: 'c1' });
    expect(hub.listSessions().map((listed) => listed.sessionId)).toEqual(['s1', 's2']);
    hub.endSession('s1');
    expect([tabA, tabB, otherSession, consumer].map((client) => client.state.writableEnded)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(hub.size).toBe(2);
    expect(hub.listSessions().map((listed) => listed.sessionId)).toEqual(['s2']);
    hub.endSession('s1');
    expect(hub.size).toBe(2);
  });
});
