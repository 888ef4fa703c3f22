import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultLiveStreamSettings, loadConfig } from '#api/config';
import type { Db } from '#api/db/client';
import { RateLimitError } from '#api/modules/rate-limit/rate-limit-error';
import { testVapidEnv } from '#test/push-test-keys';
import { LiveHub } from './live-hub';
import { LiveStreamQuota, liveStreamRules } from './live-stream-quota';
import { openLiveStream } from './open-live-stream.service';

const rule = (key: string, max: number) => ({ key, max, message: `cheio: ${key}` });

describe('live stream quota', () => {
  it('counts up to each max, refuses beyond it without counting anything, and gives slots back once', () => {
    const quota = new LiveStreamQuota();
    const releases = [
      quota.acquire([rule('consumer:a', 2), rule('address:x', 3)]),
      quota.acquire([rule('consumer:a', 2), rule('address:x', 3)]),
    ];
    let refusal: unknown;
    try {
      quota.acquire([rule('address:x', 3), rule('consumer:a', 2)]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RateLimitError);
    expect(refusal).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'cheio: consumer:a',
      retryAfterSeconds: 30,
    });
    // The address rule, checked first and not full, was not counted by the refused attempt.
    expect(quota.countOf('address:x')).toBe(2);
    quota.acquire([rule('consumer:b', 2), rule('address:x', 3)]);
    expect(() => quota.acquire([rule('consumer:c', 2), rule('address:x', 3)])).toThrow('cheio: address:x');
    const [first] = releases;
    first?.();
    first?.();
    expect(quota.countOf('consumer:a')).toBe(1);
    expect(quota.countOf('address:x')).toBe(2);
    releases[1]?.();
    expect(quota.countOf('consumer:a')).toBe(0);
    expect(quota.keyCount).toBe(2);
  });

  it("keys a merchant's streams by its login session (the token's jti), never by the token", () => {
    const rules = liveStreamRules(defaultLiveStreamSettings, { merchantSessionId: 'j1' }, '203.0.113.9');
    expect(rules.map((r) => [r.key, r.max])).toEqual([
      ['token:jti:j1', 10],
      ['address:203.0.113.9', 500],
    ]);
  });
});

describe('live stream settings', () => {
  const secret = { JWT_SECRET: 'y'.repeat(32), ...testVapidEnv };

  it('default to 4 per consumer, 10 per merchant token, 500 per address and 20 idle minutes', () => {
    expect(defaultLiveStreamSettings).toEqual({
      perConsumer: 4,
      perMerchantToken: 10,
      perAddress: 500,
      idleCloseMs: 20 * 60_000,
    });
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).liveStreams).toEqual(defaultLiveStreamSettings);
  });

  it('are read from the environment, and refuse a cap under 1', () => {
    const env = {
      ...secret,
      LIVE_STREAMS_PER_CONSUMER: '2',
      LIVE_STREAMS_PER_TOKEN: '3',
      LIVE_STREAMS_PER_ADDRESS: '20000',
      LIVE_STREAM_IDLE_MINUTES: '0',
    };
    expect(loadConfig(env).liveStreams).toEqual({
      perConsumer: 2,
      perMerchantToken: 3,
      perAddress: 20_000,
      idleCloseMs: 0,
    });
    expect(() => loadConfig({ ...secret, LIVE_STREAMS_PER_ADDRESS: '0' })).toThrow(
      /LIVE_STREAMS_PER_ADDRESS/,
    );
  });
});

describe('openLiveStream', () => {
  /** What openLiveStream uses of a Fastify reply, over a real response. */
  const replyOver = (res: import('node:http').ServerResponse, onHijack: () => void) =>
    ({
      hijack: onHijack,
      raw: res,
      getHeaders: () => ({}),
      request: { id: 'req-1' },
      log: { error: () => undefined },
    }) as unknown as FastifyReply;

  it('refuses beyond a cap before taking the answer over, and gives back the slot of a client that left while it was authorized', async () => {
    const hub = new LiveHub({ heartbeatMs: 60_000 });
    const quota = new LiveStreamQuota();
    const rules = [rule('consumer:a', 1)];
    let hijacks = 0;
    const outcome = new Promise<unknown>((resolve) => {
      const server = createServer((req, res) => {
        // The route's checks are still running when the client goes away.
        req.socket.once('close', () => {
          const open = openLiveStream({
            hub,
            db: undefined as unknown as Db,
            reply: replyOver(res, () => (hijacks += 1)),
            scope: { column: 'consumerId', id: 'a' },
            lastEventId: undefined,
            quota,
            rules,
          });
          open.then(resolve, resolve).finally(() => server.close());
        });
      });
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const req = httpRequest(`http://127.0.0.1:${port}/`, { agent: false });
        req.on('error', () => undefined);
        req.end(() => setTimeout(() => req.destroy(), 20));
      });
    });
    expect(await outcome).toBeUndefined();
    expect(hijacks).toBe(1);
    expect(quota.keyCount).toBe(0);
    expect(hub.size).toBe(0);
    // Beyond the cap: thrown before the reply is taken over, so the error handler answers the 429.
    quota.acquire(rules);
    await expect(
      openLiveStream({
        hub,
        db: undefined as unknown as Db,
        reply: replyOver({} as import('node:http').ServerResponse, () => (hijacks += 1)),
        scope: { column: 'consumerId', id: 'a' },
        lastEventId: undefined,
        quota,
        rules,
      }),
    ).rejects.toBeInstanceOf(RateLimitError);
    expect(hijacks).toBe(1);
    hub.close();
  });
});
