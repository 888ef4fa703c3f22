import { describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { createLiveTestApp, type LiveTestApp, useLiveTestApp } from '#test/live-test-app';

describe('live streams: who may open one', () => {
  const t = useLiveTestApp();

  it('refuses like the calls they mirror: no session, another consumer, another merchant, an unknown table', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const stranger = await createConsumerFixture(t.app);
    const cases: [string, Parameters<LiveTestApp['stream']>[1], number][] = [
      [`/live/diner?consumerId=${entry.consumerId}`, {}, 401],
      [`/live/diner?consumerId=${entry.consumerId}`, { cookies: stranger.cookies }, 403],
      [`/live/diner?queueId=${entry.id}`, {}, 401],
      [`/live/diner?queueId=${crypto.randomUUID()}`, { cookies: stranger.cookies }, 404],
      [`/live/diner?queueId=nope`, { cookies: stranger.cookies }, 400],
      [`/live/diner?queueId=${entry.id}&consumerId=${entry.consumerId}`, { cookies: entry.cookies }, 400],
      [`/live/merchant?merchantId=${merchant.merchantId}`, {}, 401],
      [`/live/merchant?merchantId=${merchant.merchantId}`, { cookies: { access_token: 'forged' } }, 401],
      [
        `/live/merchant?merchantId=${merchant.merchantId}`,
        { headers: { authorization: other.authorization } },
        403,
      ],
    ];
    for (const [path, options, status] of cases) {
      const stream = await t.stream(path, options);
      await stream.ended;
      expect({ path, status: stream.status }).toEqual({ path, status });
      expect(JSON.parse(stream.body)).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});

describe('live streams: heartbeat, deadlines and shutdown', () => {
  const t = useLiveTestApp({ liveHeartbeatMs: 30, config: { deadlineSweepMs: 20 } });

  it('sends heartbeats on an idle stream', async () => {
    const merchant = await createMerchantFixture(t.app);
    const stream = await t.stream(`/live/merchant?merchantId=${merchant.merchantId}`, {
      headers: { authorization: merchant.authorization },
    });
    try {
      await stream.waitFor((frame) => frame.comment === 'hb');
      expect(stream.changes()).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it("carries the deadline sweeper's expiry of a call", async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CALLED' });
    const stream = await t.stream(`/live/diner?consumerId=${entry.consumerId}`, { cookies: entry.cookies });
    try {
      t.clock.advance(5 * 60_000);
      await stream.waitFor((frame) => frame.data?.includes(entry.id) ?? false);
      expect(stream.changes()).toEqual([
        expect.objectContaining({ kind: 'queue', queueEntryId: entry.id, orderId: null }),
      ]);
    } finally {
      stream.close();
    }
  });

  it('ends every stream and then each new one at once when the server stops (SIGTERM)', async () => {
    const merchant = await createMerchantFixture(t.app);
    const url = `/live/merchant?merchantId=${merchant.merchantId}`;
    const headers = { authorization: merchant.authorization };
    const streams = await Promise.all([t.stream(url, { headers }), t.stream(url, { headers })]);
    await Promise.all(streams.map((stream) => stream.waitFor((frame) => frame.retry === 1000)));
    expect(t.app.live.size).toBe(2);
    t.app.live.close();
    await Promise.all(streams.map((stream) => stream.ended));
    const late = await t.stream(url, { headers });
    await late.ended;
    expect(late.frames).toEqual([{ retry: 1000 }]);
    expect(late.headers.connection).toBe('close');
  });
});

describe('live streams: app close', () => {
  it('ends the open streams, so closing does not wait on them', async () => {
    const t = await createLiveTestApp();
    try {
      const merchant = await createMerchantFixture(t.app);
      const stream = await t.stream(`/live/merchant?merchantId=${merchant.merchantId}`, {
        headers: { authorization: merchant.authorization },
      });
      await stream.waitFor((frame) => frame.retry === 1000);
      const started = Date.now();
      await t.app.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await t.database.close();
    }
  }, 60_000);
});
