import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { notifications, pushSubscriptions } from '#api/db/schema/notification.schema';
import { createMerchantFixture } from '#test/fixtures';
import { createConsumerAt, daysAfter, monthsAfter, visitAt } from '#test/retention-test-helpers';
import { useTestApp } from '#test/test-app';
import { runRetention } from './run-retention.service';

// What the notification outbox leaves behind, under the retention rules (docs/security.md, "Retention").

const NOW = new Date('2026-06-15T12:00:00Z');

const t = useTestApp();

async function notificationsOf(entryIds: string[]) {
  return t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(inArray(notifications.queueEntryId, entryIds));
}

async function subscribe(consumerId: string, n: number) {
  await t.database.db.insert(pushSubscriptions).values({
    consumerId,
    endpoint: `https://fcm.googleapis.com/fcm/send/teste-${n}-${consumerId}`,
    p256dh: 'BPublicKeyOfTheBrowser',
    auth: 'authSecret',
  });
}

/** A visit that ended: accepted, called, and the consumer quit (notices written on the way). */
const quitCall = ['accept', 'call', 'quit'] as const;

describe('notification rows', () => {
  it('are deleted 30 days after the visit ended, never while it is active', async () => {
    const db = t.database.db;
    t.clock.set(daysAfter(NOW, -31));
    const oldPlace = await createMerchantFixture(t.app);
    const ended31 = await visitAt(t, oldPlace.merchantId, await createConsumerAt(t, 'Otto'), quitCall);
    // Still waiting after 31 days (a forgotten entry): its rows stay while it is active.
    const activePlace = await createMerchantFixture(t.app);
    await visitAt(t, activePlace.merchantId, await createConsumerAt(t, 'Ada'), ['accept']);
    const waiting = await visitAt(t, activePlace.merchantId, await createConsumerAt(t, 'Bia'), ['accept']);
    t.clock.set(daysAfter(NOW, -29));
    const recentPlace = await createMerchantFixture(t.app);
    const ended29 = await visitAt(t, recentPlace.merchantId, await createConsumerAt(t, 'Rui'), quitCall);
    const old = await notificationsOf([ended31]);
    expect(old.length).toBeGreaterThanOrEqual(2);
    const kept = [...(await notificationsOf([waiting])), ...(await notificationsOf([ended29]))];
    expect(kept.length).toBeGreaterThanOrEqual(3);

    t.clock.set(NOW);
    const counts = await runRetention({ db, clock: t.clock, batchSize: 1 });
    expect(counts.deletedNotifications).toBe(old.length);
    expect(await notificationsOf([ended31])).toEqual([]);
    const left = [...(await notificationsOf([waiting])), ...(await notificationsOf([ended29]))];
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
    expect((await runRetention({ db, clock: t.clock })).deletedNotifications).toBe(0);
  });
});

describe('push subscriptions', () => {
  it('go with the consumer anonymised, and any left on an anonymised consumer go too', async () => {
    const db = t.database.db;
    t.clock.set(monthsAfter(NOW, -13));
    const inactive = await createConsumerAt(t, 'Ivo Inativo');
    const anonymized = await createConsumerAt(t, 'Ana Anônima');
    t.clock.set(daysAfter(NOW, -1));
    const active = await createConsumerAt(t, 'Leo Ativo');
    t.clock.set(NOW);
    await db
      .update(consumers)
      .set({ name: 'Cliente anônimo', phone: null, anonymizedAt: daysAfter(NOW, -10) })
      .where(eq(consumers.id, anonymized));
    // A device that still held the anonymised consumer's session subscribed afterwards.
    await subscribe(anonymized, 1);
    await subscribe(inactive, 2);
    await subscribe(inactive, 3);
    await subscribe(active, 4);

    const counts = await runRetention({ db, clock: t.clock, batchSize: 1 });
    expect(counts.anonymizedConsumers).toBe(1);
    expect(counts.deletedPushSubscriptions).toBe(1);
    const left = await db.select({ consumerId: pushSubscriptions.consumerId }).from(pushSubscriptions);
    expect(left).toEqual([{ consumerId: active }]);
  });
});
