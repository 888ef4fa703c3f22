import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { LIVE_UPDATES_OFF_MESSAGE } from './live.routes';

// LIVE_UPDATES=false: the streams answer 503 instead of opening, so the browser's EventSource gives up
// and the pages carry on by polling (e2e/consumer-polling.spec.ts proves each cadence in a browser).

describe('live updates switched off', () => {
  const t = useTestApp({ config: { liveUpdates: false } });

  it('answers 503 on the consumer, table and merchant streams, after their own access checks', async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const consumer = { cookies: entry.cookies };
    const off = { code: 'UNAVAILABLE', message: LIVE_UPDATES_OFF_MESSAGE };
    for (const [caller, url] of [
      [consumer, `/live/diner?consumerId=${entry.consumerId}`],
      [consumer, `/live/diner?queueId=${entry.id}`],
      [merchant, `/live/merchant?merchantId=${merchant.merchantId}`],
    ] as const) {
      const res = await callAs(t, caller, 'GET', url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('300');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(off);
    }
    // Nobody's stream is opened, and the checks still come first.
    expect(t.app.live.size).toBe(0);
    expect(
      (await callAs(t, null, 'GET', `/live/merchant?merchantId=${merchant.merchantId}`)).statusCode,
    ).toBe(401);
  });

  it('leaves the polled reads as they are', async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const res = await callAs(t, { cookies: entry.cookies }, 'GET', `/queue?consumerId=${entry.consumerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: entry.id, status: 'IN_QUEUE' });
  });
});
