import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '#api/db/schema/live.schema';
import { notifications } from '#api/db/schema/notification.schema';
import {
  applyQueueEvent,
  createMerchantFixture,
  createQueueEntryFixture,
  markJoinedByWhatsApp,
} from '#test/fixtures';
import {
  createLineWhoseSecondQuit,
  createScriptedSender,
  runWorkerPass,
  turnCallTextsOn,
} from '#test/notification-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { DEADLINE_REMINDER_LEAD_MS } from './notification-policy';

// What the host's queue card reads of the outbox (docs/notifications.md#host).

const t = useTestApp();

async function listQueue(merchant: { merchantId: string; authorization: string }) {
  const res = await callAs(t, merchant, 'GET', `/queue/current?merchantId=${merchant.merchantId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as MerchantQueueEntry[];
}

/** A called entry of a new merchant, and a count of the live events written about it. */
async function calledEntryWithEvents() {
  const restaurant = await createMerchantFixture(t.app);
  const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
  const eventsOf = async () =>
    (await t.database.db.select().from(liveEvents).where(eq(liveEvents.queueEntryId, entry.id))).length;
  return { restaurant, entry, eventsOf };
}

describe('GET /queue/current notifications', () => {
  it('shows each notice per channel: pending with its next try, then sent or failed with when', async () => {
    const restaurant = await createMerchantFixture(t.app);
    await turnCallTextsOn(t.app, restaurant.merchantId);
    const waiting = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'IN_QUEUE',
    });
    const called = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
    const calledAt = t.clock.now();
    const reminderAt = new Date(calledAt.getTime() + 5 * 60_000 - DEADLINE_REMINDER_LEAD_MS).toISOString();

    const before = await listQueue(restaurant);
    expect(before.find((entry) => entry.id === waiting.id)?.notifications).toEqual([]);
    expect(before.find((entry) => entry.id === called.id)?.notifications).toEqual([
      // Accepted second in line, then called at once: the worker will skip this one.
      { channel: 'push', kind: 'almost', status: 'pending', at: calledAt.toISOString() },
      { channel: 'push', kind: 'called', status: 'pending', at: calledAt.toISOString() },
      { channel: 'sms', kind: 'called', status: 'pending', at: calledAt.toISOString() },
      { channel: 'push', kind: 'deadline', status: 'pending', at: reminderAt },
    ]);

    t.clock.advance(2000);
    const sentAt = t.clock.now().toISOString();
    await runWorkerPass(t, [
      createScriptedSender('push'),
      createScriptedSender('sms', () => ({ status: 'failed', reason: 'Número inválido.' })),
    ]);
    const after = await listQueue(restaurant);
    expect(after.find((entry) => entry.id === called.id)?.notifications).toEqual([
      { channel: 'push', kind: 'called', status: 'sent', at: sentAt },
      { channel: 'sms', kind: 'called', status: 'failed', at: sentAt },
      { channel: 'push', kind: 'deadline', status: 'pending', at: reminderAt },
    ]);
  });

  it('leaves out notices skipped as no longer true, and shows a retry at its next try', async () => {
    // The second has 'almost' waiting; it quits, and the third becomes second.
    const { restaurant, line } = await createLineWhoseSecondQuit(t);
    const [first, , third] = line.map((entry) => entry.id);
    await runWorkerPass(t, [
      createScriptedSender('push', () => ({ status: 'retry', reason: 'Serviço fora do ar.' })),
    ]);
    const retryAt = new Date(t.clock.now().getTime() + 15_000).toISOString();
    const queue = await listQueue(restaurant);
    expect(queue.find((entry) => entry.id === first)?.notifications).toEqual([]);
    expect(queue.find((entry) => entry.id === third)?.notifications).toEqual([
      { channel: 'push', kind: 'almost', status: 'pending', at: retryAt },
    ]);
  });

  it('lists a call that could not reach the phone as skipped, so the host knows to shout the name', async () => {
    const { restaurant, entry, eventsOf } = await calledEntryWithEvents();
    const before = await eventsOf();
    await runWorkerPass(t, [
      createScriptedSender('push', () => ({ status: 'skipped', reason: 'Sem notificação no aparelho' })),
    ]);
    const notices = (await listQueue(restaurant)).find((item) => item.id === entry.id)?.notifications;
    expect(notices).toEqual([
      { channel: 'push', kind: 'called', status: 'skipped', at: expect.any(String) },
      { channel: 'push', kind: 'deadline', status: 'pending', at: expect.any(String) },
    ]);
    expect(await eventsOf()).toBe(before + 1);
  });

  it("tells the host's open screen (a live event) when a notice went out or gave up, not on a retry", async () => {
    const { eventsOf } = await calledEntryWithEvents();
    const before = await eventsOf();
    await runWorkerPass(t, [
      createScriptedSender('push', () => ({ status: 'retry', reason: 'Fora do ar.' })),
    ]);
    expect(await eventsOf()).toBe(before);
    t.clock.advance(15_000);
    await runWorkerPass(t, [createScriptedSender('push')]);
    expect(await eventsOf()).toBe(before + 1);
  });

  it('says which entries joined by WhatsApp, and whether the WhatsApp call reached the phone or was read', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const byWeb = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'IN_QUEUE' });
    const byChat = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'IN_QUEUE',
    });
    await markJoinedByWhatsApp(t.app, byChat.id);
    await applyQueueEvent(t, { queueEntryId: byChat.id, event: 'call' });
    t.clock.advance(1000);
    const sentAt = t.clock.now().toISOString();
    await runWorkerPass(t, [createScriptedSender('push'), createScriptedSender('whatsapp')]);

    const callOf = async () => {
      const queue = await listQueue(restaurant);
      expect(queue.find((entry) => entry.id === byWeb.id)?.source).toBe('web');
      const entry = queue.find((item) => item.id === byChat.id);
      expect(entry?.source).toBe('whatsapp');
      return entry?.notifications.find((notice) => notice.channel === 'whatsapp');
    };
    // Sent, and no status callback yet: nothing said of the delivery.
    expect(await callOf()).toEqual({ channel: 'whatsapp', kind: 'called', status: 'sent', at: sentAt });

    // The status callbacks (docs/whatsapp.md#statuses) move `delivery` forward; the card shows the latest,
    // and the host's open screen hears each move (a live event), not a write that moves nothing.
    const eventsOf = async () =>
      (await t.database.db.select().from(liveEvents).where(eq(liveEvents.queueEntryId, byChat.id))).length;
    const before = await eventsOf();
    const readAt = new Date(t.clock.now().getTime() + 40_000);
    const setDelivery = (delivery: 'delivered' | 'read', deliveryAt: Date) =>
      t.database.db
        .update(notifications)
        .set({ delivery, deliveryAt })
        .where(and(eq(notifications.queueEntryId, byChat.id), eq(notifications.channel, 'whatsapp')));
    await setDelivery('delivered', new Date(readAt.getTime() - 20_000));
    expect(await eventsOf()).toBe(before + 1);
    await setDelivery('read', readAt);
    await setDelivery('read', readAt);
    expect(await eventsOf()).toBe(before + 2);
    const push = (await listQueue(restaurant))
      .find((entry) => entry.id === byChat.id)
      ?.notifications.find((notice) => notice.channel === 'push' && notice.kind === 'called');
    expect(await callOf()).toEqual({
      channel: 'whatsapp',
      kind: 'called',
      status: 'sent',
      at: sentAt,
      delivery: 'read',
      deliveryAt: readAt.toISOString(),
    });
    expect(push).not.toHaveProperty('delivery');
  });
});
