import { describe, expect, it } from 'vitest';
import { startFakePushService } from '#test/fake-push-service';
import { applyQueueEvent, createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import { createAppNotificationSenders, readPushRow, runWorkerPass } from '#test/notification-test-helpers';
import { testPushSettings } from '#test/push-test-keys';
import { callAs, useFixture, useTestApp } from '#test/test-app';
import { pushTagOf } from './push-message';
import { pushOutcomeReasons } from './push-sender';

// The push channel through the outbox, as the server runs it: the call's transaction writes the rows, the
// worker's pass hands them to the sender the registry builds for 'push', and the fake push service reads
// what a browser would.

const t = useTestApp();
const fake = useFixture(() => startFakePushService(testPushSettings.vapid.publicKey), {
  teardown: (service) => service.close(),
});
const pass = () => runWorkerPass(t, createAppNotificationSenders(t.app));

/** A consumer in line at a new restaurant, with the browsers given subscribed through the API. */
async function waitingWith(browsers: ReturnType<typeof fake.subscribe>[]) {
  const { merchantId } = await createMerchantFixture(t.app, { name: 'Cantina da Praça' });
  const entry = await joinQueueFixture(t, { merchantId, events: ['accept'] });
  for (const browser of browsers) {
    expect((await callAs(t, entry, 'PUT', '/push/subscription', browser)).statusCode).toBe(204);
  }
  return { merchantId, entry };
}

const pushRow = (entryId: string, kind: 'called' | 'deadline') => readPushRow(t.app, entryId, kind);

describe('push through the outbox', () => {
  it("the merchant's call reaches the consumer's browser, and the row says sent", async () => {
    const browser = fake.subscribe();
    const { entry } = await waitingWith([browser]);
    await applyQueueEvent(t, { queueEntryId: entry.id, event: 'call' });
    await pass();
    expect(fake.rejections).toEqual([]);
    const delivered = fake.deliveries.filter((delivery) => delivery.subscriptionId === browser.id);
    expect(delivered.map((delivery) => delivery.payload)).toEqual([
      {
        type: 'called',
        title: 'Chegou sua vez!',
        body: 'Cantina da Praça está chamando você. Responda em até 5 min.',
        url: '/queue',
        tag: pushTagOf(entry.id),
      },
    ]);
    expect(await pushRow(entry.id, 'called')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('one minute before the deadline, the reminder follows with the same tag', async () => {
    const browser = fake.subscribe();
    const { entry } = await waitingWith([browser]);
    await applyQueueEvent(t, { queueEntryId: entry.id, event: 'call' });
    await pass();
    t.clock.advance(4 * 60_000);
    await pass();
    const payloads = fake.deliveries
      .filter((delivery) => delivery.subscriptionId === browser.id)
      .map((delivery) => delivery.payload as { type: string; tag: string });
    expect(payloads.map((payload) => payload.type)).toEqual(['called', 'deadline']);
    expect(new Set(payloads.map((payload) => payload.tag))).toEqual(new Set([pushTagOf(entry.id)]));
    expect(await pushRow(entry.id, 'deadline')).toMatchObject({ status: 'sent' });
  });

  it('a 500 keeps the row pending for a later try, which then sends', async () => {
    const browser = fake.subscribe();
    const { entry } = await waitingWith([browser]);
    fake.answerNext(browser.id, 500);
    await applyQueueEvent(t, { queueEntryId: entry.id, event: 'call' });
    await pass();
    expect(await pushRow(entry.id, 'called')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: pushOutcomeReasons.busy(500),
    });
    t.clock.advance(15_000);
    await pass();
    expect(await pushRow(entry.id, 'called')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without a subscribed browser the call is skipped, with the reason the host reads', async () => {
    const { entry } = await waitingWith([]);
    await applyQueueEvent(t, { queueEntryId: entry.id, event: 'call' });
    await pass();
    expect(await pushRow(entry.id, 'called')).toMatchObject({
      status: 'skipped',
      lastError: 'Sem notificação no aparelho',
    });
  });

  it('the consumer who becomes second in line is told so', async () => {
    const { merchantId } = await createMerchantFixture(t.app, { name: 'Bar do Zé' });
    const first = await joinQueueFixture(t, { merchantId, events: ['accept'] });
    t.clock.advance(1000);
    await joinQueueFixture(t, { merchantId, events: ['accept'] });
    t.clock.advance(1000);
    const third = await joinQueueFixture(t, { merchantId, events: ['accept'] });
    const browser = fake.subscribe();
    expect((await callAs(t, third, 'PUT', '/push/subscription', browser)).statusCode).toBe(204);
    await applyQueueEvent(t, { queueEntryId: first.id, event: 'call' });
    await pass();
    const [delivery] = fake.deliveries.filter((row) => row.subscriptionId === browser.id);
    expect(delivery?.payload).toMatchObject({ type: 'almost', tag: pushTagOf(third.id) });
    expect(delivery?.urgency).toBe('normal');
  });
});
