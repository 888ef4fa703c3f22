import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#api/db/schema/notification.schema';
import { startFakePushService } from '#test/fake-push-service';
import { createConsumerFixture } from '#test/fixtures';
import { testPushSettings } from '#test/push-test-keys';
import { callAs, type TestApp, useFixture, useTestApp } from '#test/test-app';
import { createBrowserKeys } from '#test/web-push-crypto';
import { pushEndpointMessages } from './push-endpoint';
import { MAX_PUSH_SUBSCRIPTIONS_PER_CONSUMER } from './push-subscription.service';

const t = useTestApp();
const fake = useFixture(() => startFakePushService(testPushSettings.vapid.publicKey), {
  teardown: (service) => service.close(),
});

type Consumer = Awaited<ReturnType<typeof createConsumerFixture>>;

const put = (app: Pick<TestApp, 'app'>, consumer: Consumer | null, body: unknown) =>
  callAs(app, consumer, 'PUT', '/push/subscription', body);
const remove = (app: Pick<TestApp, 'app'>, consumer: Consumer | null, endpoint: string) =>
  callAs(app, consumer, 'DELETE', '/push/subscription', { endpoint });

async function storedEndpoints(app: TestApp, consumerId: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.consumerId, consumerId));
  return rows.map((row) => row.endpoint).sort();
}

describe('GET /push/key', () => {
  it('answers the application server key: base64url of the 65-byte uncompressed P-256 point', async () => {
    const res = await callAs(t, null, 'GET', '/push/key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(publicKey).toBe(testPushSettings.vapid.publicKey);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it("is served under a CSP that lets the site's service worker and manifest load", async () => {
    // The pages' CSP: every answer outside the API's JSON carries it (plugins/security-headers.plugin.ts).
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('PUT /push/subscription', () => {
  it('keeps the subscription for the session consumer (204), once per endpoint', async () => {
    const consumer = await createConsumerFixture(t.app);
    const subscription = fake.subscribe();
    expect((await put(t, consumer, subscription)).statusCode).toBe(204);
    expect((await put(t, consumer, subscription)).statusCode).toBe(204);
    expect(await storedEndpoints(t, consumer.consumerId)).toEqual([subscription.endpoint]);
  });

  it('needs a consumer session (401) and stores nothing without one', async () => {
    const subscription = fake.subscribe();
    const res = await put(t, null, subscription);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toEqual([]);
  });

  it('keeps the newest few devices of a consumer, dropping the oldest', async () => {
    const consumer = await createConsumerFixture(t.app);
    const endpoints: string[] = [];
    for (let device = 0; device <= MAX_PUSH_SUBSCRIPTIONS_PER_CONSUMER; device += 1) {
      const subscription = fake.subscribe();
      endpoints.push(subscription.endpoint);
      expect((await put(t, consumer, subscription)).statusCode).toBe(204);
      t.clock.advance(1000);
    }
    expect(await storedEndpoints(t, consumer.consumerId)).toEqual(endpoints.slice(1).sort());
  });

  it('moves an endpoint to the consumer now holding that browser', async () => {
    const before = await createConsumerFixture(t.app);
    const after = await createConsumerFixture(t.app);
    const subscription = fake.subscribe();
    await put(t, before, subscription);
    expect((await put(t, after, subscription)).statusCode).toBe(204);
    expect(await storedEndpoints(t, before.consumerId)).toEqual([]);
    expect(await storedEndpoints(t, after.consumerId)).toEqual([subscription.endpoint]);
  });

  const offCurve = Buffer.alloc(65, 1);
  offCurve[0] = 4;
  type Body = ReturnType<typeof fake.subscribe>;
  const withEndpoint = (endpoint: string) => (base: Body) => ({ ...base, endpoint });
  const withKeys = (keys: object) => (base: Body) => ({ ...base, keys: { ...base.keys, ...keys } });
  it.each([
    ['no keys', (base: Body) => ({ endpoint: base.endpoint }), null],
    ['an auth secret of 8 bytes', withKeys({ auth: 'AAAAAAAAAAA' }), null],
    ['a p256dh that is not base64url', withKeys({ p256dh: `B${'*'.repeat(86)}` }), null],
    [
      'a point off the curve',
      withKeys({ p256dh: offCurve.toString('base64url') }),
      pushEndpointMessages.invalidKey,
    ],
    ['an endpoint that is no URL', withEndpoint('nao-e-um-endereco'), pushEndpointMessages.invalid],
    [
      'an http endpoint off the loopback',
      withEndpoint('http://fcm.googleapis.com/x'),
      pushEndpointMessages.notHttps,
    ],
    [
      'a host that is no push service',
      withEndpoint('https://evil.example.com/push'),
      pushEndpointMessages.unknownService,
    ],
    [
      'a push service on another port',
      withEndpoint('https://fcm.googleapis.com:8443/x'),
      pushEndpointMessages.unknownService,
    ],
    [
      'credentials in the endpoint',
      withEndpoint('https://u:p@fcm.googleapis.com/x'),
      pushEndpointMessages.invalid,
    ],
    ['an endpoint with spaces or controls', withEndpoint('https://fcm.googleapis.com/a b\u0000'), null],
    [
      'an endpoint over 2048 characters',
      withEndpoint(`https://fcm.googleapis.com/${'a'.repeat(2048)}`),
      null,
    ],
  ])('refuses %s (400, pt-BR) and stores nothing', async (_name, change, message) => {
    const consumer = await createConsumerFixture(t.app);
    const res = await put(t, consumer, change(fake.subscribe()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: message ?? expect.any(String) });
    expect(await storedEndpoints(t, consumer.consumerId)).toEqual([]);
  });

  it('accepts a real browser key pair with padded base64url keys', async () => {
    const consumer = await createConsumerFixture(t.app);
    const keys = createBrowserKeys().json;
    const res = await put(t, consumer, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/padded',
      keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.consumerId, consumer.consumerId));
    expect(row).toMatchObject({ p256dh: keys.p256dh, auth: keys.auth });
  });

  it('accepts the push services of Chrome, Firefox, Safari and Edge by default', async () => {
    const consumer = await createConsumerFixture(t.app);
    const keys = fake.subscribe().keys;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/c1',
      'https://updates.push.services.mozilla.com/wpush/v2/f1',
      'https://web.push.apple.com/QG9wZW4',
      'https://wns2-par02p.notify.windows.com/w/?token=e1',
    ]) {
      expect((await put(t, consumer, { endpoint, keys })).statusCode, endpoint).toBe(204);
    }
  });
});

describe('DELETE /push/subscription', () => {
  it("forgets the caller's own subscription (204) and never another consumer's", async () => {
    const owner = await createConsumerFixture(t.app);
    const other = await createConsumerFixture(t.app);
    const subscription = fake.subscribe();
    await put(t, owner, subscription);
    expect((await remove(t, other, subscription.endpoint)).statusCode).toBe(204);
    expect(await storedEndpoints(t, owner.consumerId)).toEqual([subscription.endpoint]);
    expect((await remove(t, null, subscription.endpoint)).statusCode).toBe(401);
    expect(await storedEndpoints(t, owner.consumerId)).toEqual([subscription.endpoint]);
    expect((await remove(t, owner, subscription.endpoint)).statusCode).toBe(204);
    expect(await storedEndpoints(t, owner.consumerId)).toEqual([]);
  });

  it('refuses a body without an endpoint (400)', async () => {
    const consumer = await createConsumerFixture(t.app);
    const res = await callAs(t, consumer, 'DELETE', '/push/subscription', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('in production', () => {
  const production = useTestApp({ config: { isProduction: true, nodeEnv: 'production' } });

  it('refuses loopback endpoints, http or https, and hosts outside PUSH_ENDPOINT_HOSTS', async () => {
    const consumer = await createConsumerFixture(production.app);
    const { keys } = fake.subscribe();
    for (const [endpoint, message] of [
      ['http://127.0.0.1:9/push/x', pushEndpointMessages.notHttps],
      ['http://localhost:9/push/x', pushEndpointMessages.notHttps],
      ['https://127.0.0.1/push/x', pushEndpointMessages.unknownService],
      ['https://push.example.com/x', pushEndpointMessages.unknownService],
      ['https://notify.windows.com/x', pushEndpointMessages.unknownService],
    ] as const) {
      const res = await put(production, consumer, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    expect(await storedEndpoints(production, consumer.consumerId)).toEqual([]);
    const allowed = await put(production, consumer, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/p',
      keys,
    });
    expect(allowed.statusCode).toBe(204);
  });
});
