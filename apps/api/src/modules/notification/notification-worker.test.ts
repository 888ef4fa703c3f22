import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import {
  createCalledEntry,
  createScriptedSender,
  readNotifications,
  readPushRow,
  runWorkerPass,
  type ScriptedSender,
  turnCallTextsOn,
} from '#test/notification-test-helpers';
import { useTestApp } from '#test/test-app';
import { claimDueNotifications } from './notification.repository';
import {
  DEADLINE_REMINDER_LEAD_MS,
  MAX_NOTIFICATION_ATTEMPTS,
  NOTIFICATION_LEASE_MS,
} from './notification-policy';
import { workerReasons } from './send-due-notifications.service';

// The outbox worker's pass: claim, decide, send, record (docs/notifications.md#worker); what it skips:
// notification-worker-skips.test.ts.

const t = useTestApp();

const calledEntry = () => createCalledEntry(t);
const rowOf = (entryId: string, kind: 'called' | 'deadline') => readPushRow(t.app, entryId, kind);
/** What the sender was handed for an entry (of `kind`, when given), in order. */
const sentTo = (sender: ScriptedSender, entryId: string, kind?: 'called' | 'deadline') =>
  sender.sent.filter((sent) => sent.queueEntryId === entryId && (kind === undefined || sent.kind === kind));

describe('sending', () => {
  it('hands the call to its channel with what the message needs, and records it sent', async () => {
    const entry = await calledEntry();
    const push = createScriptedSender('push');
    const counts = await runWorkerPass(t, [push]);
    expect(counts.sent).toBeGreaterThanOrEqual(1);

    const toEntry = sentTo(push, entry.id);
    expect(toEntry).toHaveLength(1);
    expect(toEntry[0]).toMatchObject({
      kind: 'called',
      channel: 'push',
      attempts: 0,
      consumer: { id: entry.consumerId, name: 'Ana' },
      merchant: { id: entry.merchantId, name: 'Cantina da Praça' },
      statusUrl: 'http://127.0.0.1:3000/queue',
    });
    expect(toEntry[0]?.consumer.phone).toMatch(/^\d{11}$/);
    expect(toEntry[0]?.deadlineAt?.getTime()).toBe(t.clock.now().getTime() + CALL_ANSWER_DEADLINE_MS);
    expect(await rowOf(entry.id, 'called')).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      finishedAt: t.clock.now(),
    });
    // Sent once: a second pass finds nothing due for it.
    await runWorkerPass(t, [push]);
    expect(sentTo(push, entry.id)).toHaveLength(1);
  });

  it('sends the reminder at one minute left, not before', async () => {
    const entry = await calledEntry();
    const push = createScriptedSender('push');
    await runWorkerPass(t, [push]);
    t.clock.advance(CALL_ANSWER_DEADLINE_MS - DEADLINE_REMINDER_LEAD_MS - 1);
    await runWorkerPass(t, [push]);
    expect(sentTo(push, entry.id).map((sent) => sent.kind)).toEqual(['called']);
    t.clock.advance(1);
    await runWorkerPass(t, [push]);
    expect(sentTo(push, entry.id).map((sent) => sent.kind)).toEqual(['called', 'deadline']);
    expect(await rowOf(entry.id, 'deadline')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('leaves the rows of a channel without a sender pending, for a sender added later', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
    await turnCallTextsOn(t.app, restaurant.merchantId, 'whatsapp');
    const later = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
    await runWorkerPass(t, [createScriptedSender('push')]);
    const rows = await readNotifications(t.app, [entry.id, later.id]);
    expect(rows.find((row) => row.channel === 'whatsapp')).toMatchObject({ status: 'pending', attempts: 0 });

    const whatsapp = createScriptedSender('whatsapp');
    await runWorkerPass(t, [whatsapp]);
    expect(whatsapp.sent.map((sent) => sent.queueEntryId)).toEqual([later.id]);
  });
});

describe('retries', () => {
  it('tries again with backoff, then records failed with the reason after the last try', async () => {
    const entry = await calledEntry();
    const push = createScriptedSender('push', () => ({ status: 'retry', reason: 'Serviço fora do ar.' }));
    const tries = () => sentTo(push, entry.id, 'called');
    await runWorkerPass(t, [push]);
    expect(await rowOf(entry.id, 'called')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Serviço fora do ar.',
      nextAttemptAt: new Date(t.clock.now().getTime() + 15_000),
    });
    for (const wait of [15_000, 45_000, 90_000]) {
      t.clock.advance(wait - 1);
      await runWorkerPass(t, [push]);
      const before = tries().length;
      t.clock.advance(1);
      await runWorkerPass(t, [push]);
      expect(tries().length).toBe(before + 1);
    }
    expect(tries().map((sent) => sent.attempts)).toEqual([0, 1, 2, 3]);
    expect(await rowOf(entry.id, 'called')).toMatchObject({
      status: 'failed',
      attempts: MAX_NOTIFICATION_ATTEMPTS,
      lastError: 'Serviço fora do ar.',
      finishedAt: t.clock.now(),
    });
    t.clock.advance(60 * 60_000);
    await runWorkerPass(t, [push]);
    expect(tries()).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
  });

  it('records failed at once when the channel says so, and skipped with the channel reason', async () => {
    const failing = await calledEntry();
    const skipping = await calledEntry();
    const push = createScriptedSender('push', (sent) =>
      sent.queueEntryId === failing.id
        ? { status: 'failed', reason: 'Endereço recusado.' }
        : { status: 'skipped', reason: 'Nenhum navegador inscrito.' },
    );
    await runWorkerPass(t, [push]);
    expect(await rowOf(failing.id, 'called')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(failing.id, 'called'))?.lastError).toBe('Endereço recusado.');
    expect(await rowOf(skipping.id, 'called')).toMatchObject({
      status: 'skipped',
      lastError: 'Nenhum navegador inscrito.',
    });
  });

  it('counts a sender that throws or hangs as a try to repeat', async () => {
    const throwing = await calledEntry();
    const hanging = await calledEntry();
    const push = createScriptedSender('push', (sent) => {
      if (sent.queueEntryId === throwing.id) throw new Error('defeito');
      return sent.queueEntryId === hanging.id ? new Promise(() => {}) : { status: 'sent' };
    });
    await runWorkerPass(t, [push], { sendTimeoutMs: 50 });
    for (const [entry, lastError] of [
      [throwing, workerReasons.unexpected],
      [hanging, workerReasons.timeout],
    ] as const) {
      expect(await rowOf(entry.id, 'called')).toMatchObject({ status: 'pending', lastError });
    }
  });

  it('takes a row back only after the lease of a worker that died mid-send, and sends it once', async () => {
    const entry = await calledEntry();
    const db = t.app.ctx.database.db;
    const now = t.clock.now();
    // A worker claims every due row and dies before it records anything.
    const claimed = await claimDueNotifications(db, {
      channels: ['push'],
      now,
      leaseUntil: new Date(now.getTime() + NOTIFICATION_LEASE_MS),
      limit: 1000,
    });
    expect(claimed.map((row) => row.queueEntryId)).toContain(entry.id);
    const push = createScriptedSender('push');
    t.clock.advance(NOTIFICATION_LEASE_MS - 1);
    await runWorkerPass(t, [push]);
    expect(sentTo(push, entry.id)).toEqual([]);
    t.clock.advance(1);
    await runWorkerPass(t, [push]);
    expect(sentTo(push, entry.id, 'called')).toHaveLength(1);
    expect(await rowOf(entry.id, 'called')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up on a row whose every try died mid-send', async () => {
    const entry = await calledEntry();
    const db = t.app.ctx.database.db;
    for (let i = 0; i < MAX_NOTIFICATION_ATTEMPTS; i += 1) {
      const now = t.clock.now();
      await claimDueNotifications(db, {
        channels: ['push'],
        now,
        leaseUntil: new Date(now.getTime() + 1000),
        limit: 1000,
      });
      t.clock.advance(1000);
    }
    const push = createScriptedSender('push');
    await runWorkerPass(t, [push]);
    expect(sentTo(push, entry.id, 'called')).toEqual([]);
    expect(await rowOf(entry.id, 'called')).toMatchObject({
      status: 'failed',
      attempts: MAX_NOTIFICATION_ATTEMPTS + 1,
      lastError: workerReasons.unconfirmed,
    });
  });
});
