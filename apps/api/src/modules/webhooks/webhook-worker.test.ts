import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '#api/db/schema/integration.schema';
import { listEmailOutboxMessages } from '#api/modules/email/email-outbox.repository';
import { createEmailProvider } from '#api/modules/email/email-provider';
import { type FakeWebhookReceiver, startFakeWebhookReceiver } from '#test/fake-webhook-receiver';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { retryDelivery } from './manage-webhooks.service';
import { notifyWebhookDisabled } from './notify-webhook-disabled.service';
import { sendDueWebhooks } from './send-due-webhooks.service';
import { MAX_WEBHOOK_ATTEMPTS, WEBHOOK_LEASE_MS, WEBHOOK_RETRY_DELAYS_MS } from './webhook-policy';
import { createHttpWebhookSender } from './webhook-sender';
import { WEBHOOK_URL_REFUSED_MESSAGE } from './webhook-url-guard';
import { claimDueWebhookDeliveries } from './webhooks.repository';

const t = useTestApp();
const sender = createHttpWebhookSender({ isProduction: false });
let receiver: FakeWebhookReceiver;
beforeAll(async () => {
  receiver = await startFakeWebhookReceiver();
});
afterAll(() => receiver.close());

// The owners' e-mail goes to the development outbox, which the test reads.
const mail = () => ({
  db: t.database.db,
  email: createEmailProvider({ settings: undefined, isProduction: false, db: t.database.db, log: t.app.log }),
  publicUrl: 'https://suavez.example',
  log: t.app.log,
});
const pass = () =>
  sendDueWebhooks({
    db: t.database.db,
    clock: t.clock,
    sender,
    log: t.app.log,
    onTurnedOff: (endpointId, reason) => notifyWebhookDisabled(mail(), endpointId, reason),
  });

/** A fresh restaurant with one endpoint at the receiver: the receiver learns its secret. */
async function hookedMerchant(): Promise<{ m: MerchantFixture; id: string }> {
  const m = await createMerchantFixture(t.app);
  const made = await callAs(t, m, 'POST', '/merchant/webhooks', {
    url: receiver.url,
    events: ['order.sent'],
  });
  receiver.secret = made.json().secret;
  receiver.status = 200;
  return { m, id: made.json().id };
}

const ping = async (m: MerchantFixture, id: string): Promise<string> =>
  (await callAs(t, m, 'POST', `/merchant/webhooks/${id}/test`)).json().deliveryId;

const endpointOf = async (id: string) =>
  (await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

const rowOf = async (id: string) =>
  (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];

describe('the webhooks’ worker (docs/integrations.md#delivery)', () => {
  it('posts the ping signed as Standard Webhooks says, and records it delivered', async () => {
    const { m, id } = await hookedMerchant();
    const deliveryId = await ping(m, id);
    const before = receiver.received.length;
    expect(await pass()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const got = receiver.received.slice(before);
    expect(got).toEqual([
      {
        id: deliveryId,
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
        type: 'ping',
        data: { endpointId: id },
        isSignatureValid: true,
      },
    ]);
    const list = await callAs(t, m, 'GET', `/merchant/webhooks/${id}/deliveries`);
    expect(list.json()[0]).toMatchObject({
      id: deliveryId,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
    });
    expect(await pass()).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });

  it('a wrong secret fails the receiver’s check (the check can fail)', async () => {
    const { m, id } = await hookedMerchant();
    receiver.secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    await ping(m, id);
    const before = receiver.received.length;
    await pass();
    expect(receiver.received.slice(before).map((r) => r.isSignatureValid)).toEqual([false]);
  });

  it('retries a failing receiver with growing delays, the same webhook-id each time, then gives up', async () => {
    const { m, id } = await hookedMerchant();
    receiver.status = 500;
    const deliveryId = await ping(m, id);
    const before = receiver.received.length;
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt += 1) {
      const counts = await pass();
      const row = await rowOf(deliveryId);
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastStatusCode).toBe(500);
      expect(row?.lastError).toBe('O servidor respondeu 500.');
      const delay = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) {
        expect(counts).toEqual({ delivered: 0, retried: 0, failed: 1 });
        expect(row?.status).toBe('failed');
        break;
      }
      expect(counts.retried).toBe(1);
      expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + delay);
      t.clock.advance(delay - 1);
      expect(await pass()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      t.clock.advance(1);
    }
    expect(WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3_600_000);
    const ids = receiver.received.slice(before).map((r) => r.id);
    expect(ids).toEqual(Array(MAX_WEBHOOK_ATTEMPTS).fill(deliveryId));
    // A day and more went by: the owner's token has expired, so the rest reads and acts below the routes.
    expect(await endpointOf(id)).toMatchObject({ enabled: true, consecutiveFailures: MAX_WEBHOOK_ATTEMPTS });

    // 'Reenviar' makes it due now; a delivered try sets the failures back to 0.
    receiver.status = 200;
    await retryDelivery({ db: t.database.db, merchantId: m.merchantId, id, deliveryId, now: t.clock.now() });
    expect(await pass()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect((await rowOf(deliveryId))?.status).toBe('delivered');
    expect((await endpointOf(id))?.consecutiveFailures).toBe(0);
  });

  it('turns the endpoint off at the 20th failure in a row, tells the owner why, and sends nothing more', async () => {
    const { m, id } = await hookedMerchant();
    receiver.status = 503;
    for (let i = 0; i < 20; i += 1) await ping(m, id);
    await pass();
    const [endpoint] = (await callAs(t, m, 'GET', '/merchant/webhooks')).json();
    expect(endpoint).toMatchObject({
      enabled: false,
      consecutiveFailures: 20,
      disabledReason: 'Desligado após 20 falhas seguidas: O servidor respondeu 503.',
    });
    // The owner is e-mailed once, with the reason and the way back to 'Integrações'.
    const emails = await listEmailOutboxMessages(t.database.db, m.email, 10);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Webhook desligado no SuaVez: /);
    expect(emails[0]?.textBody).toContain(receiver.url);
    expect(emails[0]?.textBody).toContain('Desligado após 20 falhas seguidas: O servidor respondeu 503.');
    expect(emails[0]?.textBody).toContain('https://suavez.example/merchant/integracoes');
    t.clock.advance(60_000);
    const before = receiver.received.length;
    expect(await pass()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.received.length).toBe(before);
    expect(await listEmailOutboxMessages(t.database.db, m.email, 10)).toHaveLength(1);

    // Turning it on again clears the count and the reason; the pending retries go out.
    receiver.status = 200;
    const on = await callAs(t, m, 'PATCH', `/merchant/webhooks/${id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
    expect((await pass()).delivered).toBe(20);
  });

  it('a worker that dies after claiming loses nothing: the row is sent once its lease runs out', async () => {
    const { m, id } = await hookedMerchant();
    const deliveryId = await ping(m, id);
    const now = t.clock.now();
    const claimed = await claimDueWebhookDeliveries(t.database.db, {
      now,
      leaseUntil: new Date(now.getTime() + WEBHOOK_LEASE_MS),
      limit: 100,
    });
    expect(claimed.map((row) => row.id)).toContain(deliveryId);
    // The claiming worker is gone: nothing is sent while its lease holds.
    const before = receiver.received.length;
    expect((await pass()).delivered).toBe(0);
    t.clock.advance(WEBHOOK_LEASE_MS);
    expect((await pass()).delivered).toBe(1);
    expect(receiver.received.slice(before).map((r) => r.id)).toEqual([deliveryId]);
    expect(await rowOf(deliveryId)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('two workers at once deliver each row once', async () => {
    const { m, id } = await hookedMerchant();
    const made = new Set<string>();
    for (let i = 0; i < 12; i += 1) made.add(await ping(m, id));
    const before = receiver.received.length;
    const [a, b] = await Promise.all([
      sendDueWebhooks({ db: t.database.db, clock: t.clock, sender, log: t.app.log, batchSize: 3 }),
      sendDueWebhooks({ db: t.database.db, clock: t.clock, sender, log: t.app.log, batchSize: 3 }),
    ]);
    expect((a?.delivered ?? 0) + (b?.delivered ?? 0)).toBe(12);
    const ids = receiver.received.slice(before).map((r) => r.id);
    expect(ids.length).toBe(12);
    expect(new Set(ids)).toEqual(made);
  });
});

describe('the sender’s guard at connect time, in production', () => {
  const guarded = createHttpWebhookSender({ isProduction: true });

  it.each(['http://127.0.0.1:9/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x'])(
    'refuses %s without sending',
    async (url) => {
      const result = await guarded.send({ url, headers: {}, body: '{}' });
      expect(result).toEqual({ statusCode: null, error: WEBHOOK_URL_REFUSED_MESSAGE });
    },
  );

  it('outside production resolves localhost through the guarded lookup and reaches the receiver', async () => {
    const before = receiver.received.length;
    const result = await sender.send({
      url: receiver.url.replace('127.0.0.1', 'localhost'),
      headers: {},
      body: '{}',
    });
    expect(result).toEqual({ statusCode: 200 });
    expect(receiver.received.length).toBe(before + 1);
  });

  it('outside production reaches 127.0.0.1 and does not follow a redirect', async () => {
    const before = receiver.received.length;
    receiver.status = 302;
    const result = await sender.send({ url: receiver.url, headers: {}, body: '{}' });
    expect(result).toEqual({ statusCode: 302 });
    expect(receiver.received.length).toBe(before + 1);
    receiver.status = 200;
  });
});
