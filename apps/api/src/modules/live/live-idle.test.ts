import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import type { SseConnection } from '#test/sse-client';
import { callAs } from '#test/test-app';
import { createTwoWaiting, idleCloseMs, useIdleLiveTestApp } from './live-test-helpers';

const MINUTE = 60_000;

describe('live streams: idle ones are ended, and the browser reconnects', () => {
  const t = useIdleLiveTestApp();

  /** Lets the hub's timer run twice more: whatever the clock says now has been looked at. */
  const afterTwoHeartbeats = async (stream: SseConnection) => {
    const seen = stream.frames.filter((frame) => frame.comment === 'hb').length;
    await stream.waitFor(() => stream.frames.filter((frame) => frame.comment === 'hb').length >= seen + 2);
  };

  it('ends a stream that carried no event for the idle time (heartbeats do not count), then replays on reconnect', async () => {
    const { merchant, first, second, accept } = await createTwoWaiting(t);
    const url = `/live/merchant?merchantId=${merchant.merchantId}`;
    const headers = { authorization: merchant.authorization };
    const stream = await t.stream(url, { headers });
    let reconnected: SseConnection | undefined;
    try {
      // The first frame tells the browser to reconnect 1 s after the stream ends.
      expect(await stream.waitFor(() => true)).toEqual({ retry: 1000 });
      t.clock.advance(idleCloseMs - MINUTE);
      await afterTwoHeartbeats(stream);
      expect((await accept(first.id)).statusCode).toBe(200);
      const seen = await stream.waitFor((frame) => frame.data?.includes(first.id) ?? false);
      // The event restarted the count: 14 more minutes, with heartbeats all along, and it is still open.
      t.clock.advance(idleCloseMs - MINUTE);
      await afterTwoHeartbeats(stream);
      expect(t.app.live.size).toBe(1);
      t.clock.advance(MINUTE);
      await stream.ended;
      // A clean end of a 200 stream, which EventSource answers by reconnecting (an error status would not).
      expect(stream.status).toBe(200);
      await expect.poll(() => t.app.live.size).toBe(0);
      expect(t.app.liveQuota.keyCount).toBe(0);
      // What the browser does next: reconnects with the last id it saw, and hears what it missed.
      expect((await accept(second.id)).statusCode).toBe(200);
      reconnected = await t.stream(url, { headers: { ...headers, 'last-event-id': seen.id ?? '' } });
      expect(reconnected.status).toBe(200);
      const missed = await reconnected.waitFor((frame) => frame.event === 'change');
      expect(JSON.parse(missed.data ?? '')).toMatchObject({ queueEntryId: second.id });
      expect(t.app.live.size).toBe(1);
    } finally {
      stream.close();
      reconnected?.close();
    }
  });

  it('ends idle streams of every kind, and never an active one', async () => {
    const merchant = await createMerchantFixture(t.app);
    const [quiet, busy] = [
      await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'WAITING_CONFIRMATION' }),
      await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'WAITING_CONFIRMATION' }),
    ];
    const quietStream = await t.stream(`/live/diner?queueId=${quiet.id}`, { cookies: quiet.cookies });
    const busyStream = await t.stream(`/live/diner?consumerId=${busy.consumerId}`, { cookies: busy.cookies });
    try {
      await afterTwoHeartbeats(quietStream);
      t.clock.advance(idleCloseMs - MINUTE);
      const accept = `/queue/accept?queueId=${busy.id}`;
      expect((await callAs(t, { authorization: merchant.authorization }, 'POST', accept)).statusCode).toBe(
        200,
      );
      await busyStream.waitFor((frame) => frame.event === 'change');
      t.clock.advance(MINUTE);
      await quietStream.ended;
      await afterTwoHeartbeats(busyStream);
      expect(t.app.live.size).toBe(1);
    } finally {
      quietStream.close();
      busyStream.close();
    }
  });
});
