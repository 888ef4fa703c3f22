import { describe, expect, it } from 'vitest';
import { defaultLiveStreamSettings } from '#api/config';
import { createConsumerFixture, createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { type LiveTestApp, useLiveTestApp } from '#test/live-test-app';
import type { SseConnection } from '#test/sse-client';

/** Small caps, so each is reached with a handful of streams (production: 4, 10 and 500). */
const caps = { ...defaultLiveStreamSettings, perConsumer: 2, perMerchantToken: 3, perAddress: 5 };

describe('live streams: caps per consumer session, merchant token and address', () => {
  const t = useLiveTestApp({ config: { liveStreams: caps, trustProxyHops: 1 } });
  // One proxy hop is trusted, so each test sends from an address of its own (X-Forwarded-For).
  let lastOctet = 0;
  const newAddress = () => {
    lastOctet += 1;
    return { 'x-forwarded-for': `203.0.113.${lastOctet}` };
  };
  const open: SseConnection[] = [];
  const stream = async (path: string, options: Parameters<LiveTestApp['stream']>[1]) => {
    const connection = await t.stream(path, options);
    open.push(connection);
    return connection;
  };
  /** Closes streams from the client's side and waits until the server has let them go. */
  const closeAll = async () => {
    for (const connection of open.splice(0)) connection.close();
    await expect.poll(() => t.app.live.size, { timeout: 5000 }).toBe(0);
  };

  /** A refusal beyond a cap: 429 with Retry-After and the usual pt-BR body, never an event stream. */
  const expectRefused = async (connection: SseConnection, message: RegExp) => {
    await connection.ended;
    expect(connection.status).toBe(429);
    expect(connection.headers['retry-after']).toBe('30');
    expect(connection.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(connection.body)).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(message),
    });
  };

  it("holds a consumer session to its cap, whether it follows its own entry or a table, and gives a closed stream's slot back", async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const headers = newAddress();
    const own = `/live/diner?consumerId=${entry.consumerId}`;
    const table = `/live/diner?queueId=${entry.id}`;
    try {
      const first = await stream(own, { cookies: entry.cookies, headers });
      await stream(table, { cookies: entry.cookies, headers });
      expect((await first.waitFor((frame) => frame.retry === 1000)).retry).toBe(1000);
      await expectRefused(await stream(own, { cookies: entry.cookies, headers }), /nesta sessão/);
      await expectRefused(await stream(table, { cookies: entry.cookies, headers }), /nesta sessão/);
      // Another consumer on the same network is not held to this one's cap.
      const guest = await createConsumerFixture(t.app);
      expect((await stream(table, { cookies: guest.cookies, headers })).status).toBe(200);
      // The client goes away: its slot comes back.
      first.close();
      await expect.poll(() => t.app.liveQuota.countOf(`consumer:${entry.consumerId}`)).toBe(1);
      expect((await stream(own, { cookies: entry.cookies, headers })).status).toBe(200);
    } finally {
      await closeAll();
    }
  });

  it('holds a merchant token to its cap; another login of the same merchant has its own', async () => {
    const merchant = await createMerchantFixture(t.app);
    const url = `/live/merchant?merchantId=${merchant.merchantId}`;
    const headers = { ...newAddress(), authorization: merchant.authorization };
    try {
      for (let i = 0; i < caps.perMerchantToken; i += 1) {
        expect((await stream(url, { headers })).status).toBe(200);
      }
      await expectRefused(await stream(url, { headers }), /nesta sessão/);
      // The same token from the cookie the web app's EventSource sends counts the same.
      const token = merchant.authorization.slice('Bearer '.length);
      await expectRefused(
        await stream(url, { headers: newAddress(), cookies: { access_token: token } }),
        /nesta sessão/,
      );
      t.clock.advance(1000);
      const principal = await t.app.ctx.tokens.verify(token);
      const secondLogin = await t.app.ctx.tokens.sign(principal);
      expect(secondLogin).not.toBe(token);
      const other = await stream(url, { headers: { ...headers, authorization: `Bearer ${secondLogin}` } });
      expect(other.status).toBe(200);
    } finally {
      await closeAll();
    }
  });

  it('holds an address to its ceiling across consumers, while another address is free', async () => {
    const merchant = await createMerchantFixture(t.app);
    const crowded = newAddress();
    type Consumer = Awaited<ReturnType<typeof createQueueEntryFixture>>;
    const consumers: Consumer[] = [];
    for (let i = 0; i < 3; i += 1) {
      consumers.push(
        await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' }),
      );
    }
    const own = (consumer: Consumer) => `/live/diner?consumerId=${consumer.consumerId}`;
    try {
      // 2 + 2 + 1 streams from three consumers fill the address's 5, each consumer within its own 2.
      for (const consumer of consumers.slice(0, 2)) {
        for (let i = 0; i < 2; i += 1) {
          expect((await stream(own(consumer), { cookies: consumer.cookies, headers: crowded })).status).toBe(
            200,
          );
        }
      }
      const last = consumers[2] as Consumer;
      expect((await stream(own(last), { cookies: last.cookies, headers: crowded })).status).toBe(200);
      await expectRefused(await stream(own(last), { cookies: last.cookies, headers: crowded }), /desta rede/);
      const merchantHeaders = { ...crowded, authorization: merchant.authorization };
      const url = `/live/merchant?merchantId=${merchant.merchantId}`;
      await expectRefused(await stream(url, { headers: merchantHeaders }), /desta rede/);
      // The refused attempts counted nothing: the consumer still has its second slot elsewhere.
      expect(t.app.liveQuota.countOf(`consumer:${last.consumerId}`)).toBe(1);
      const elsewhere = newAddress();
      expect((await stream(own(last), { cookies: last.cookies, headers: elsewhere })).status).toBe(200);
    } finally {
      await closeAll();
    }
    // Every slot was given back: nothing is kept for holders without streams.
    await expect.poll(() => t.app.liveQuota.keyCount).toBe(0);
  });

  it('gives the slots back when the server ends the streams (shutdown)', async () => {
    const merchant = await createMerchantFixture(t.app);
    const headers = { ...newAddress(), authorization: merchant.authorization };
    const url = `/live/merchant?merchantId=${merchant.merchantId}`;
    const streams = await Promise.all([stream(url, { headers }), stream(url, { headers })]);
    await Promise.all(streams.map((connection) => connection.waitFor((frame) => frame.retry === 1000)));
    expect(t.app.liveQuota.keyCount).toBe(2);
    t.app.live.close();
    await Promise.all(streams.map((connection) => connection.ended));
    await expect.poll(() => t.app.liveQuota.keyCount).toBe(0);
    open.splice(0);
  });
});
