import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents } from '#api/db/schema/live.schema';
import { notifications } from '#api/db/schema/notification.schema';
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import {
  createAppNotificationSenders,
  runWorkerPass,
  turnCallTextsOn,
} from '#test/notification-test-helpers';
import { type TestApp, useTestApp } from '#test/test-app';
import { fakeWhatsAppInbound, newWamid, signWhatsAppBody, statusDelivery } from '#test/whatsapp-deliveries';
import { readInbox, runInboxPass, whatsAppTestConfig } from '#test/whatsapp-test-helpers';
import { inboxOutcomes } from './whatsapp-inbox-policy';

// Status callbacks (docs/whatsapp.md#statuses): they find the outbox row by the id the send returned and
// move its delivery forward only; a failure marks it failed with a reason the host can read.

let cloud: FakeWhatsAppCloud;
beforeAll(async () => {
  cloud = await startFakeWhatsAppCloud();
});
afterAll(() => cloud.close());
const t: TestApp = useTestApp(() => ({ config: whatsAppTestConfig(cloud.apiUrl) }));
beforeEach(() => {
  cloud.received.length = 0;
});

const RECIPIENT = '5511987654321';

/** A called entry whose call went by WhatsApp (the template), with the message id it got. */
async function calledByWhatsApp() {
  const restaurant = await createMerchantFixture(t.app);
  await turnCallTextsOn(t.app, restaurant.merchantId, 'whatsapp');
  const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
  await runWorkerPass(t, createAppNotificationSenders(t.app));
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.queueEntryId, entry.id), eq(notifications.channel, 'whatsapp')));
  const eventsOf = async () =>
    (await t.database.db.select().from(liveEvents).where(eq(liveEvents.queueEntryId, entry.id))).length;
  return { entry, row, eventsOf };
}

async function deliverStatus(
  id: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  errorCode?: number,
) {
  t.clock.advance(1000);
  const raw = JSON.stringify(
    statusDelivery({
      id,
      recipient: RECIPIENT,
      status,
      at: t.clock.now(),
      ...(errorCode ? { errorCode } : {}),
    }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWhatsAppBody(raw, fakeWhatsAppInbound.appSecret),
    },
    payload: raw,
  });
  expect(res.statusCode).toBe(200);
  await runInboxPass(t, undefined);
}

const readRow = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('status callbacks', () => {
  it('keep the template call’s message id, then move delivery forward only: read, then a late delivered', async () => {
    const { row, eventsOf } = await calledByWhatsApp();
    expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(cloud.received[0]?.body).toMatchObject({ type: 'template' });
    const id = row?.providerMessageId as string;
    const before = await eventsOf();
    await deliverStatus(id, 'sent');
    expect(await readRow(row?.id as string)).toMatchObject({ delivery: null });
    await deliverStatus(id, 'read');
    const readAt = t.clock.now();
    expect(await readRow(row?.id as string)).toMatchObject({
      delivery: 'read',
      deliveryAt: new Date(Math.floor(readAt.getTime() / 1000) * 1000),
    });
    // The host's open screen hears of it.
    expect(await eventsOf()).toBe(before + 1);
    await deliverStatus(id, 'delivered');
    expect(await readRow(row?.id as string)).toMatchObject({ delivery: 'read', status: 'sent' });
    expect(await eventsOf()).toBe(before + 1);
    const outcomes = (await readInbox(t.app))
      .filter((item) => item.eventKey.startsWith(id))
      .map((item) => [item.eventKey.slice(id.length + 1), item.outcome]);
    expect(Object.fromEntries(outcomes)).toEqual({
      sent: inboxOutcomes.unchanged,
      read: null,
      delivered: inboxOutcomes.unchanged,
    });
  });

  it('delivered, then read', async () => {
    const { row } = await calledByWhatsApp();
    const id = row?.providerMessageId as string;
    await deliverStatus(id, 'delivered');
    expect(await readRow(row?.id as string)).toMatchObject({ delivery: 'delivered' });
    await deliverStatus(id, 'read');
    expect(await readRow(row?.id as string)).toMatchObject({ delivery: 'read' });
  });

  it('failed: the row is failed with a reason in Portuguese, and the host hears of it', async () => {
    const { row, eventsOf } = await calledByWhatsApp();
    const before = await eventsOf();
    await deliverStatus(row?.providerMessageId as string, 'failed', 131026);
    expect(await readRow(row?.id as string)).toMatchObject({
      status: 'failed',
      lastError: 'O número do cliente não recebe mensagens do WhatsApp.',
    });
    expect(await eventsOf()).toBe(before + 1);
    const other = await calledByWhatsApp();
    await deliverStatus(other.row?.providerMessageId as string, 'failed', 999);
    expect((await readRow(other.row?.id as string))?.lastError).toBe(
      'O WhatsApp não entregou a mensagem (código 999).',
    );
  });

  it('of a message the outbox does not know: processed, noted', async () => {
    const id = newWamid();
    await deliverStatus(id, 'delivered');
    const item = (await readInbox(t.app)).find((row) => row.eventKey === `${id}:delivered`);
    expect(item).toMatchObject({ outcome: inboxOutcomes.unknownMessage });
    expect(item?.processedAt).not.toBeNull();
  });
});
