import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { defaultLiveStreamSettings, loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { RateLimitError } from '../../plugins/rate-limit.plugin';
import { LiveHub } from './live-hub';
import { LiveStreamQuota, liveStreamRules, merchantTokenKey } from './live-stream-quota';
import { openLiveStream } from './open-live-stream.service';

const rule = (key: string, max: number) => ({ key, max, message: `cheio: ${key}` });

describe('live stream quota', () => {
  it('counts up to each max, refuses beyond it without counting anything, and gives slots back once', () => {
    const quota = new LiveStreamQuota();
    const releases = [
      quota.acquire([rule('diner:a', 2), rule('address:x', 3)]),
      quota.acquire([rule('diner:a', 2), rule('address:x', 3)]),
    ];
    let refusal: unknown;
    try {
      quota.acquire([rule('address:x', 3), rule('diner:a', 2)]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RateLimitError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: 'cheio: diner:a', retryAfterSeconds: 30 });
    // The address rule, checked first and not full, was not counted by the refused attempt.
    expect(quota.countOf('address:x')).toBe(2);
    quota.acquire([rule('diner:b', 2), rule('address:x', 3)]);
    expect(() => quota.acquire([rule('diner:c', 2), rule('address:x', 3)])).toThrow('cheio: address:x');
    const [first] = releases;
    first?.();
    first?.();
    expect(quota.countOf('diner:a')).toBe(1);
    expect(quota.countOf('address:x')).toBe(2);
    releases[1]?.();
    expect(quota.countOf('diner:a')).toBe(0);
    expect(quota.keyCount).toBe(2);
  });

  it('keys a merchant token by its jti when it has one, else by a hash that never holds the token', async () => {
    const key = new TextEncoder().encode('x'.repeat(32));
    const sign = (claims: Record<string, unknown>, issuedAt: number) =>
      new SignJWT({ merchant: 'm1', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setIssuedAt(issuedAt)
        .sign(key);
    const [sameLoginA, sameLoginB] = [await sign({ jti: 'j1' }, 1), await sign({ jti: 'j1' }, 2)];
    expect(sameLoginA).not.toBe(sameLoginB);
    expect(merchantTokenKey(sameLoginA)).toBe('jti:j1');
    expect(merchantTokenKey(sameLoginB)).toBe('jti:j1');
    const [plainA, plainB] = [await sign({}, 1), await sign({}, 2)];
    expect(merchantTokenKey(plainA)).toMatch(/^sha256:[\w-]{43}$/);
    expect(merchantTokenKey(plainA)).not.toBe(merchantTokenKey(plainB));
    expect(merchantTokenKey(plainA)).toBe(merchantTokenKey(plainA));
    const rules = liveStreamRules(defaultLiveStreamSettings, { merchantToken: plainA }, '203.0.113.9');
    expect(rules.map((r) => [r.key, r.max])).toEqual([
      [`token:${merchantTokenKey(plainA)}`, 10],
      ['address:203.0.113.9', 500],
    ]);
    expect(JSON.stringify(rules)).not.toContain(plainA);
  });
});

describe('live stream settings', () => {
  const secret = { JWT_SECRET: 'y'.repeat(32) };

  it('default to 4 per diner, 10 per merchant token, 500 per address and 20 idle minutes', () => {
    expect(defaultLiveStreamSettings).toEqual({
      perDiner: 4,
      perMerchantToken: 10,
      perAddress: 500,
      idleCloseMs: 20 * 60_000,
    });
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).liveStreams).toEqual(defaultLiveStreamSettings);
  });

  it('are read from the environment, and refuse a cap under 1', () => {
    const env = {
      ...secret,
      LIVE_STREAMS_PER_DINER: '2',
      LIVE_STREAMS_PER_TOKEN: '3',
      LIVE_STREAMS_PER_ADDRESS: '20000',
      LIVE_STREAM_IDLE_MINUTES: '0',
    };
    expect(loadConfig(env).liveStreams).toEqual({
      perDiner: 2,
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
    const rules = [rule('diner:a', 1)];
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
