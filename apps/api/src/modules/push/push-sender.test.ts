import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationKind } from '@suavez/shared/domain/notification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#api/db/schema/notification.schema';
import type { OutboundNotification } from '#api/modules/notification/notification-sender';
import { type FakeSubscription, startFakePushService } from '#test/fake-push-service';
import { createConsumerFixture } from '#test/fixtures';
import { testPushSettings } from '#test/push-test-keys';
import { useFixture, useTestApp } from '#test/test-app';
import { pushTagOf } from './push-message';
import { createPushSender, pushOutcomeReasons } from './push-sender';

const t = useTestApp();
const fake = useFixture(() => startFakePushService(testPushSettings.vapid.publicKey), {
  teardown: (service) => service.close(),
});

const sender = (overrides: { isProduction?: boolean; timeoutMs?: number } = {}) =>
  createPushSender({
    db: t.database.db,
    clock: t.clock,
    push: testPushSettings,
    isProduction: overrides.isProduction ?? false,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });

/** A consumer with the given browsers subscribed through the API, as the status page does. */
async function consumerWith(...subscriptions: { endpoint: string; keys: FakeSubscription['keys'] }[]) {
  const consumer = await createConsumerFixture(t.app, { name: 'Ana Push' });
  for (const subscription of subscriptions) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: subscription,
      cookies: consumer.cookies,
    });
    expect(res.statusCode).toBe(204);
  }
  return consumer;
}

function notice(consumerId: string, kind: NotificationKind = 'called'): OutboundNotification {
  return {
    id: randomUUID(),
    queueEntryId: randomUUID(),
    kind,
    channel: 'push',
    attempts: 0,
    consumer: { id: consumerId, name: 'Ana Push', phone: '11987654321' },
    merchant: { id: randomUUID(), name: 'Cantina da Praça' },
    deadlineAt: kind === 'almost' ? null : new Date(t.clock.now().getTime() + 5 * 60_000),
    statusUrl: 'http://127.0.0.1:3000/queue',
  };
}

async function endpointsOf(consumerId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.consumerId, consumerId));
  return rows.map((row) => row.endpoint);
}

const deliveriesTo = (subscription: FakeSubscription) =>
  fake.deliveries.filter((delivery) => delivery.subscriptionId === subscription.id);

describe('the push sender', () => {
  it('sends the call encrypted for the browser, signed with VAPID, urgent, for as long as the call lasts', async () => {
    const browser = fake.subscribe();
    const consumer = await consumerWith(browser);
    const called = notice(consumer.consumerId);
    expect(await sender().send(called)).toEqual({ status: 'sent' });
    expect(fake.rejections).toEqual([]);
    const [delivery] = deliveriesTo(browser);
    expect(delivery).toMatchObject({
      status: 201,
      urgency: 'high',
      ttl: 300,
      topic: called.queueEntryId.replaceAll('-', ''),
      sub: testPushSettings.vapid.subject,
    });
    expect(delivery?.payload).toEqual({
      type: 'called',
      title: 'Chegou sua vez!',
      body: 'Cantina da Praça está chamando você. Responda em até 5 min.',
      url: '/queue',
      tag: pushTagOf(called.queueEntryId),
    });
  });

  it.each([
    ['almost', 'normal', /^Cantina da Praça: você é o 2º da fila/],
    ['deadline', 'high', /^Cantina da Praça aguarda sua resposta/],
  ] as const)('sends the %s notice with urgency %s', async (kind, urgency, body) => {
    const browser = fake.subscribe();
    const consumer = await consumerWith(browser);
    const message = notice(consumer.consumerId, kind);
    expect(await sender().send(message)).toEqual({ status: 'sent' });
    const [delivery] = deliveriesTo(browser);
    expect(delivery?.urgency).toBe(urgency);
    expect(delivery?.payload).toMatchObject({
      type: kind,
      url: '/queue',
      tag: pushTagOf(message.queueEntryId),
    });
    expect((delivery?.payload as { body?: string } | undefined)?.body).toMatch(body);
  });

  it('answers skipped when the consumer has no browser subscribed', async () => {
    const consumer = await createConsumerFixture(t.app);
    expect(await sender().send(notice(consumer.consumerId))).toEqual({
      status: 'skipped',
      reason: 'Sem notificação no aparelho',
    });
  });

  it('forgets an endpoint answering 410 or 404, and counts as sent when another browser took it', async () => {
    const [gone, missing, phone] = [fake.subscribe(), fake.subscribe(), fake.subscribe()];
    const consumer = await consumerWith(gone, missing, phone);
    fake.expire(gone.id);
    fake.answerNext(missing.id, 404);
    expect(await sender().send(notice(consumer.consumerId))).toEqual({ status: 'sent' });
    expect(await endpointsOf(consumer.consumerId)).toEqual([phone.endpoint]);
    expect(deliveriesTo(phone)).toHaveLength(1);
  });

  it('fails, forgetting it, when the only browser is gone; the next notice is then skipped', async () => {
    const browser = fake.subscribe();
    const consumer = await consumerWith(browser);
    fake.expire(browser.id);
    expect(await sender().send(notice(consumer.consumerId))).toEqual({
      status: 'failed',
      reason: pushOutcomeReasons.gone,
    });
    expect(await endpointsOf(consumer.consumerId)).toEqual([]);
    expect((await sender().send(notice(consumer.consumerId))).status).toBe('skipped');
  });

  it('asks for a retry on 500 and 429, keeping the browser, and sends on the next try', async () => {
    const browser = fake.subscribe();
    const consumer = await consumerWith(browser);
    fake.answerNext(browser.id, 500, 429);
    const called = notice(consumer.consumerId);
    expect(await sender().send(called)).toEqual({ status: 'retry', reason: pushOutcomeReasons.busy(500) });
    expect(await sender().send({ ...called, attempts: 1 })).toEqual({
      status: 'retry',
      reason: pushOutcomeReasons.busy(429),
    });
    expect(await sender().send({ ...called, attempts: 2 })).toEqual({ status: 'sent' });
    expect(deliveriesTo(browser).map((delivery) => delivery.status)).toEqual([500, 429, 201]);
    expect(await endpointsOf(consumer.consumerId)).toEqual([browser.endpoint]);
  });

  it('fails for good on another 4xx, keeping the browser', async () => {
    const browser = fake.subscribe();
    const consumer = await consumerWith(browser);
    fake.answerNext(browser.id, 400);
    expect(await sender().send(notice(consumer.consumerId))).toEqual({
      status: 'failed',
      reason: 'Serviço de notificação recusou (HTTP 400)',
    });
    expect(await endpointsOf(consumer.consumerId)).toEqual([browser.endpoint]);
  });

  it('asks for a retry when the push service cannot be reached or does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const { keys } = fake.subscribe();
    const consumer = await consumerWith({ endpoint: `http://127.0.0.1:${port}/push/hangs`, keys });
    try {
      expect(await sender({ timeoutMs: 200 }).send(notice(consumer.consumerId))).toEqual({
        status: 'retry',
        reason: pushOutcomeReasons.unreachable,
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    expect(await sender({ timeoutMs: 200 }).send(notice(consumer.consumerId))).toEqual({
      status: 'retry',
      reason: pushOutcomeReasons.unreachable,
    });
  });

  it('in production never posts to an endpoint outside PUSH_ENDPOINT_HOSTS, and forgets it', async () => {
    const browser = fake.subscribe();
    const consumer = await consumerWith(browser);
    expect(await sender({ isProduction: true }).send(notice(consumer.consumerId))).toEqual({
      status: 'skipped',
      reason: pushOutcomeReasons.noSubscription,
    });
    expect(deliveriesTo(browser)).toEqual([]);
    expect(await endpointsOf(consumer.consumerId)).toEqual([]);
  });
});
