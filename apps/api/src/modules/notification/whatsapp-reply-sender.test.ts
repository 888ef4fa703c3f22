import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, type WhatsAppOutboundMessage } from '#api/db/schema/notification.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { whatsAppConversations, whatsAppInbox } from '#api/db/schema/whatsapp.schema';
import { cloudApiError, type FakeWhatsAppCloud, startFakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import {
  createAppNotificationSenders,
  runWorkerPass,
  turnCallTextsOn,
} from '#test/notification-test-helpers';
import { type TestApp, useTestApp } from '#test/test-app';
import { newWamid } from '#test/whatsapp-deliveries';
import { whatsAppTestConfig } from '#test/whatsapp-test-helpers';
import { replySkipReasons, WHATSAPP_WINDOW_MS } from './whatsapp-reply-policy';

// The outbox's WhatsApp replies and the call in the chat (docs/whatsapp.md#replies), against a fake Cloud API
// that checks each body as Meta would.

let cloud: FakeWhatsAppCloud;
beforeAll(async () => {
  cloud = await startFakeWhatsAppCloud();
});
afterAll(() => cloud.close());
const t: TestApp = useTestApp(() => ({ config: whatsAppTestConfig(cloud.apiUrl) }));
beforeEach(() => {
  cloud.received.length = 0;
  cloud.next.length = 0;
});

let seq = 0;
/**
 * A phone that wrote `msAgo` before now (its last message), perhaps opted out `optedOutMsAgo` before now;
 * answers its `wa_id`.
 */
async function conversation(
  options: { msAgo?: number; optedOut?: boolean; optedOutMsAgo?: number; entryId?: string } = {},
) {
  seq += 1;
  const waId = `55219${String(8000_0000 + seq)}`;
  const now = t.clock.now();
  await t.database.db.insert(whatsAppConversations).values({
    waId,
    replyTo: waId,
    lastInboundAt: new Date(now.getTime() - (options.msAgo ?? 60_000)),
    optedOutAt: options.optedOut ? new Date(now.getTime() - (options.optedOutMsAgo ?? 1000)) : null,
    queueEntryId: options.entryId ?? null,
  });
  return waId;
}

/** A reply to a message of `waId` in the outbox; answers its row id. */
async function reply(waId: string, message: WhatsAppOutboundMessage) {
  const now = t.clock.now();
  const [inbox] = await t.database.db
    .insert(whatsAppInbox)
    .values({ eventKey: newWamid(), kind: 'message', waId, payload: {}, sentAt: now, nextAttemptAt: now })
    .returning();
  const [row] = await t.database.db
    .insert(notifications)
    .values({
      kind: 'reply',
      channel: 'whatsapp',
      inboxId: inbox?.id,
      recipient: waId,
      message,
      dueAt: now,
      nextAttemptAt: now,
    })
    .returning();
  return row?.id as string;
}

const readRow = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const pass = () => runWorkerPass(t, createAppNotificationSenders(t.app));

describe('a reply', () => {
  it('goes as free text inside the window, keeping the message id', async () => {
    const waId = await conversation();
    const id = await reply(waId, { type: 'text', text: 'Para quantas pessoas?' });
    await pass();
    expect(cloud.received.map((request) => request.body)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: waId,
        type: 'text',
        text: { body: 'Para quantas pessoas?', preview_url: false },
      },
    ]);
    expect(await readRow(id)).toMatchObject({
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
  });

  it('goes with reply buttons', async () => {
    const waId = await conversation();
    const buttons = [
      { id: 'going', title: 'Estou indo' },
      { id: 'leave', title: 'Sair da fila' },
    ];
    const id = await reply(waId, { type: 'buttons', text: 'Sua mesa está pronta!', buttons });
    await pass();
    expect(cloud.received[0]?.body).toMatchObject({
      to: waId,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Sua mesa está pronta!' },
        action: { buttons: buttons.map((button) => ({ type: 'reply', reply: button })) },
      },
    });
    expect((await readRow(id))?.status).toBe('sent');
  });

  it('is skipped outside the 24-hour window, and for a phone that said parar', async () => {
    const late = await reply(await conversation({ msAgo: WHATSAPP_WINDOW_MS }), { type: 'text', text: 'oi' });
    const stopped = await reply(await conversation({ optedOut: true }), { type: 'text', text: 'oi' });
    // The answer to 'parar' itself is due at the opt-out: it still goes (below).
    const goodbye = await reply(await conversation({ optedOut: true, optedOutMsAgo: 0 }), {
      type: 'text',
      text: 'Pronto, não enviamos mais mensagens.',
    });
    const unknown = await reply('5521900000000', { type: 'text', text: 'oi' });
    await pass();
    expect(cloud.received).toHaveLength(1);
    expect(await readRow(goodbye)).toMatchObject({ status: 'sent' });
    expect(await readRow(late)).toMatchObject({
      status: 'skipped',
      lastError: replySkipReasons.windowClosed,
    });
    expect(await readRow(stopped)).toMatchObject({ status: 'skipped', lastError: replySkipReasons.optedOut });
    expect(await readRow(unknown)).toMatchObject({
      status: 'skipped',
      lastError: replySkipReasons.windowClosed,
    });
  });

  it('fails for good when WhatsApp refuses it (a button title over 20 characters), and retries an outage', async () => {
    const refused = await reply(await conversation(), {
      type: 'buttons',
      text: 'Escolha',
      buttons: [{ id: 'x', title: 'Um título longo demais' }],
    });
    await pass();
    expect(await readRow(refused)).toMatchObject({ status: 'failed', providerMessageId: null });
    cloud.next.push(cloudApiError(503, 131000, 'Something went wrong'));
    const later = await reply(await conversation(), { type: 'text', text: 'oi' });
    await pass();
    expect(await readRow(later)).toMatchObject({ status: 'pending', attempts: 1 });
    t.clock.advance(15_000);
    await pass();
    expect(await readRow(later)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the call of an entry that joined by WhatsApp', () => {
  /** A called entry of a restaurant calling by WhatsApp, joined by WhatsApp with this conversation. */
  async function calledFromChat(options: { msAgo?: number; optedOut?: boolean }) {
    const restaurant = await createMerchantFixture(t.app, { name: 'Cantina da Praça' });
    await turnCallTextsOn(t.app, restaurant.merchantId, 'whatsapp');
    const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CALLED' });
    await t.database.db.update(queueEntries).set({ source: 'whatsapp' }).where(eq(queueEntries.id, entry.id));
    const waId = await conversation({ ...options, entryId: entry.id });
    await pass();
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.queueEntryId, entry.id));
    return { waId, row: rows.find((row) => row.channel === 'whatsapp') };
  }

  it('goes in the chat with the buttons Estou indo and Sair da fila while the window is open', async () => {
    const { waId } = await calledFromChat({});
    const whatsApp = cloud.received.filter((request) => (request.body as { to?: string }).to === waId);
    expect(whatsApp).toHaveLength(1);
    expect(whatsApp[0]?.body).toMatchObject({
      type: 'interactive',
      interactive: {
        body: { text: expect.stringMatching(/Cantina da Praça.*\d+ minutos?/) },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'going', title: 'Estou indo' } },
            { type: 'reply', reply: { id: 'leave', title: 'Sair da fila' } },
          ],
        },
      },
    });
  });

  it('goes as the template outside the window, and not at all after parar', async () => {
    await calledFromChat({ msAgo: WHATSAPP_WINDOW_MS + 1 });
    expect(cloud.received.map((request) => (request.body as { type: string }).type)).toEqual(['template']);
    cloud.received.length = 0;
    const stopped = await calledFromChat({ optedOut: true });
    expect(cloud.received).toHaveLength(0);
    expect(stopped.row).toMatchObject({
      channel: 'whatsapp',
      status: 'skipped',
      lastError: replySkipReasons.optedOut,
    });
  });
});
