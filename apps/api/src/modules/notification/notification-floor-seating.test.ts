import { describe, expect, it } from 'vitest';
import { nextPhone } from '#test/consumer-test-helpers';
import { createMerchantFixture, joinQueueFixture, type MerchantFixture } from '#test/fixtures';
import {
  createScriptedSender,
  readNotifications,
  runWorkerPass,
  turnCallTextsOn,
} from '#test/notification-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { DEADLINE_REMINDER_LEAD_MS, notificationSkipReasons } from './notification-policy';

// The floor seats a party still 'Na fila' by calling it and checking it in at once (docs/tables.md#o-salão).
// The call writes its notices in its own transaction, so they are in the outbox when the check-in commits; the
// worker decides from the entry as it is when it comes (docs/notifications.md#worker): the diner, already
// seated, is sent no "your table is ready" by push or text, and no reminder either.

const t = useTestApp();

/** A restaurant texting its calls, with table 1 defined, and a party of two in line ('Na fila'). */
async function restaurantWithWalkIn(): Promise<{ merchant: MerchantFixture; entryId: string }> {
  const merchant = await createMerchantFixture(t.app);
  await turnCallTextsOn(t.app, merchant.merchantId, 'sms');
  const table = await callAs(t, merchant, 'POST', '/merchant/tables', { label: '1', seats: 4 });
  expect(table.statusCode, table.body).toBe(201);
  const entry = await joinQueueFixture(t, {
    merchantId: merchant.merchantId,
    phone: nextPhone(),
    events: ['accept'],
  });
  return { merchant, entryId: entry.id };
}

async function post(merchant: MerchantFixture, url: string) {
  const res = await callAs(t, merchant, 'POST', url);
  expect(res.statusCode, res.body).toBe(200);
}

describe("the floor's call-and-seat", () => {
  it('sends no call notice, by push or text, to a party checked in right after its call', async () => {
    const { merchant, entryId } = await restaurantWithWalkIn();
    await post(merchant, `/queue/call?queueId=${entryId}`);
    await post(merchant, `/queue/checkin?queueId=${entryId}&table=1`);
    const push = createScriptedSender('push');
    const sms = createScriptedSender('sms');
    await runWorkerPass(t, [push, sms]);
    t.clock.advance(5 * 60_000 - DEADLINE_REMINDER_LEAD_MS);
    await runWorkerPass(t, [push, sms]);

    expect([...push.sent, ...sms.sent]).toEqual([]);
    const rows = await readNotifications(t.app, [entryId]);
    expect(rows.map((row) => [row.kind, row.channel, row.status, row.lastError])).toEqual([
      ['called', 'push', 'skipped', notificationSkipReasons.callOver],
      ['called', 'sms', 'skipped', notificationSkipReasons.callOver],
      ['deadline', 'push', 'skipped', notificationSkipReasons.callOver],
    ]);
  });

  it('still sends the call to a party called and not yet seated when the worker comes', async () => {
    const { merchant, entryId } = await restaurantWithWalkIn();
    await post(merchant, `/queue/call?queueId=${entryId}`);
    const push = createScriptedSender('push');
    const sms = createScriptedSender('sms');
    await runWorkerPass(t, [push, sms]);
    // Seated after the notice went out: that notice stays sent, as it was true when it left.
    await post(merchant, `/queue/checkin?queueId=${entryId}&table=1`);
    await runWorkerPass(t, [push, sms]);

    expect([...push.sent, ...sms.sent].map((sent) => [sent.kind, sent.queueEntryId])).toEqual([
      ['called', entryId],
      ['called', entryId],
    ]);
    const called = (await readNotifications(t.app, [entryId])).filter((row) => row.kind === 'called');
    expect(called.map((row) => [row.channel, row.status])).toEqual([
      ['push', 'sent'],
      ['sms', 'sent'],
    ]);
  });
});
