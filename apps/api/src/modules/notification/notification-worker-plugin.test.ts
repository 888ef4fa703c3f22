import { describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { createScriptedSender, readNotifications, runWorkerPass } from '#test/notification-test-helpers';
import { createTestApp, useTestApp } from '#test/test-app';
import { toNotificationSenders } from './notification-senders';

// The worker as every server process runs it, and several workers on one database.

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met in time');
}

describe('the worker in a server process', () => {
  it('sends what is due on its own, and closing waits for the send in flight and records it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const push = createScriptedSender('push', async (sent) => {
      if (sent.kind === 'called') await held;
      return { status: 'sent' };
    });
    const t = await createTestApp();
    // A second app on the same database with its worker on: the first one only writes.
    const worker = await buildApp(
      { ...t.config, notificationWorkerMs: 20 },
      { database: t.database, clock: t.clock, notificationSenders: toNotificationSenders([push]) },
    );
    try {
      const restaurant = await createMerchantFixture(t.app);
      const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
      await waitFor(() => push.sent.some((sent) => sent.queueEntryId === entry.id));

      let isClosed = false;
      const closing = worker.close().then(() => {
        isClosed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isClosed).toBe(false);
      release();
      await closing;
      const rows = await readNotifications(t.app, [entry.id]);
      expect(rows.find((row) => row.kind === 'called')).toMatchObject({ status: 'sent', attempts: 1 });
      // Closed: nothing more is claimed (the reminder falls due, no worker runs).
      t.clock.advance(10 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(push.sent.filter((sent) => sent.queueEntryId === entry.id)).toHaveLength(1);
    } finally {
      release();
      if (!worker.server.listening) await worker.close().catch(() => undefined);
      await t.close();
    }
  });
});

describe('several workers on one database', () => {
  const t = useTestApp();

  it('send each notification once when they run at the same time', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const entries = [];
    for (let i = 0; i < 30; i += 1) {
      entries.push(await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' }));
    }
    // Slow sends keep each worker's claims open while the others claim.
    const push = createScriptedSender('push', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 'sent' };
    });
    const passes = await Promise.all(Array.from({ length: 4 }, () => runWorkerPass(t, [push])));
    const sentCalls = push.sent.filter((sent) => sent.kind === 'called').map((sent) => sent.queueEntryId);
    expect(sentCalls.sort()).toEqual(entries.map((entry) => entry.id).sort());
    expect(new Set(push.sent.map((sent) => sent.id)).size).toBe(push.sent.length);
    expect(passes.reduce((sum, counts) => sum + counts.sent, 0)).toBe(push.sent.length);
    const rows = await readNotifications(
      t.app,
      entries.map((entry) => entry.id),
    );
    expect(
      rows.filter((row) => row.kind === 'called').every((row) => row.status === 'sent' && row.attempts === 1),
    ).toBe(true);
  });
});
