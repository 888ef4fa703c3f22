import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import { createAppNotificationSenders, runWorkerPass } from '#test/notification-test-helpers';
import { type TestApp, useTestApp } from '#test/test-app';
import { deliverWhatsApp, messageDelivery, newWamid, whatsAppDeliveryBody } from '#test/whatsapp-deliveries';
import {
  createEchoHandler,
  type EchoHandler,
  readInbox,
  readReplies,
  runInboxPass,
  whatsAppTestConfig,
} from '#test/whatsapp-test-helpers';
import { claimInboxRows } from './whatsapp-inbox.repository';
import { INBOX_LEASE_MS, inboxErrors, inboxOutcomes, MAX_INBOX_ATTEMPTS } from './whatsapp-inbox-policy';

// The inbox worker (docs/whatsapp.md#inbox-worker) between the webhook and the outbox: each message handed
// to the conversation once, in one transaction with its reply, whatever retries, crashes or processes do.

let cloud: FakeWhatsAppCloud;
let baseUrl: string;
let phoneSeq = 0;
/** A phone of its own for each test (the limits and the order are per phone). */
const newPhone = () => {
  phoneSeq += 1;
  return `55119${String(7000_0000 + phoneSeq).padStart(8, '0')}`;
};

beforeAll(async () => {
  cloud = await startFakeWhatsAppCloud();
});
afterAll(() => cloud.close());

const t: TestApp = useTestApp(() => ({
  config: {
    ...whatsAppTestConfig(cloud.apiUrl),
    rateLimits: {
      ...defaultRateLimits,
      whatsAppInboundPerPhone: { max: 3, windowMs: 10 * 60_000 },
      cleanupIntervalMs: 0,
    },
  },
}));
let handler: EchoHandler;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  handler = createEchoHandler();
  // What earlier tests left in the outbox goes out first.
  await runWorkerPass(t, createAppNotificationSenders(t.app));
  cloud.received.length = 0;
  cloud.next.length = 0;
});

/** Delivers messages from `phone` (one delivery each), `msApart` apart on the test clock. */
async function deliverFrom(phone: string, texts: readonly string[]) {
  const ids: string[] = [];
  for (const text of texts) {
    t.clock.advance(1000);
    const id = newWamid();
    ids.push(id);
    const res = await deliverWhatsApp(baseUrl, messageDelivery({ id, from: phone, at: t.clock.now(), text }));
    expect(res.status).toBe(200);
  }
  return ids;
}

const rowOf = async (eventKey: string) => (await readInbox(t.app)).find((row) => row.eventKey === eventKey);

describe('the inbox worker', () => {
  it('hands a message to the conversation, whose reply the outbox sends once as free text', async () => {
    const phone = '551187650001';
    const [id] = await deliverFrom(phone, ['fila abc']);
    expect(await runInboxPass(t, handler)).toMatchObject({ processed: 1 });
    expect(handler.seen).toEqual([
      expect.objectContaining({ waId: phone, text: 'fila abc', buttonId: null, profileName: 'Ana' }),
    ]);
    const row = await rowOf(id as string);
    expect(row).toMatchObject({ outcome: null, attempts: 1 });
    expect(row?.processedAt).not.toBeNull();
    const senders = createAppNotificationSenders(t.app);
    expect(await runWorkerPass(t, senders)).toMatchObject({ sent: 1 });
    expect(await runWorkerPass(t, senders)).toMatchObject({ sent: 0 });
    expect(cloud.received.map((request) => request.body)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: phone,
        type: 'text',
        text: { body: 'Recebido: fila abc', preview_url: false },
      },
    ]);
    const [reply] = await readReplies(t.app, row?.id);
    expect(reply).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^wamid\./) });
  });

  it('reads a reply button, and a kind without text', async () => {
    const phone = newPhone();
    t.clock.advance(1000);
    const at = t.clock.now();
    const body = whatsAppDeliveryBody([
      [{ messages: [{ from: phone, at, button: { id: 'going', title: 'Estou indo' } }] }],
      [{ messages: [{ from: phone, at: new Date(at.getTime() + 1000), image: true }] }],
    ]);
    await deliverWhatsApp(baseUrl, body);
    await runInboxPass(t, handler);
    await runInboxPass(t, handler);
    expect(handler.seen.map(({ text, buttonId }) => ({ text, buttonId }))).toEqual([
      { text: 'Estou indo', buttonId: 'going' },
      { text: null, buttonId: null },
    ]);
  });

  it('handles a delivery Meta repeats once: one row, one reply', async () => {
    const phone = newPhone();
    const body = messageDelivery({ from: phone, at: t.clock.now(), text: 'posição' });
    await deliverWhatsApp(baseUrl, body);
    await runInboxPass(t, handler);
    await deliverWhatsApp(baseUrl, body);
    await runInboxPass(t, handler);
    expect(handler.seen).toHaveLength(1);
    expect((await readInbox(t.app)).filter((row) => row.waId === phone)).toHaveLength(1);
    expect((await readReplies(t.app)).filter((reply) => reply.recipient === phone)).toHaveLength(1);
  });

  it('leaves the row pending when the conversation fails, and the retry writes exactly one reply', async () => {
    const [id] = await deliverFrom(newPhone(), ['sair']);
    handler.failures = 1;
    expect(await runInboxPass(t, handler)).toMatchObject({ processed: 0, retried: 1 });
    const pending = await rowOf(id as string);
    expect(pending).toMatchObject({ processedAt: null, attempts: 1, lastError: inboxErrors.failed });
    // The failed try's reply was rolled back with it.
    expect(await readReplies(t.app, pending?.id)).toHaveLength(0);
    expect(await runInboxPass(t, handler)).toMatchObject({ processed: 0 });
    t.clock.advance(5_000);
    expect(await runInboxPass(t, handler)).toMatchObject({ processed: 1 });
    expect(await readReplies(t.app, pending?.id)).toHaveLength(1);
    expect(await runWorkerPass(t, createAppNotificationSenders(t.app))).toMatchObject({ sent: 1 });
    expect(cloud.received).toHaveLength(1);
  });

  it('takes back a row whose process died after claiming it, once its lease ran out', async () => {
    const [id] = await deliverFrom(newPhone(), ['sim']);
    const now = t.clock.now();
    // A worker claims it and dies.
    await claimInboxRows(t.app.ctx.database.db, {
      kinds: ['message'],
      now,
      leaseUntil: new Date(now.getTime() + INBOX_LEASE_MS),
      limit: 100,
    });
    expect(await runInboxPass(t, handler)).toMatchObject({ processed: 0 });
    t.clock.advance(INBOX_LEASE_MS);
    expect(await runInboxPass(t, handler)).toMatchObject({ processed: 1 });
    const row = await rowOf(id as string);
    expect(row).toMatchObject({ attempts: 2, outcome: null });
    expect(await readReplies(t.app, row?.id)).toHaveLength(1);
  });

  it('gives up after its tries, with the reason, and lets the phone’s next message through', async () => {
    const [first, second] = await deliverFrom(newPhone(), ['um', 'dois']);
    handler.failures = MAX_INBOX_ATTEMPTS;
    for (let i = 0; i < MAX_INBOX_ATTEMPTS; i += 1) {
      await runInboxPass(t, handler);
      t.clock.advance(600_000);
    }
    expect(await rowOf(first as string)).toMatchObject({
      outcome: inboxOutcomes.gaveUp,
      lastError: inboxErrors.unconfirmed,
      attempts: MAX_INBOX_ATTEMPTS,
    });
    await runInboxPass(t, handler);
    expect(await rowOf(second as string)).toMatchObject({ outcome: null });
    expect(handler.seen.map((message) => message.text)).toEqual([
      ...Array(MAX_INBOX_ATTEMPTS).fill('um'),
      'dois',
    ]);
  });

  it("handles one phone's messages in WhatsApp's order, one at a time", async () => {
    const phone = newPhone();
    t.clock.advance(1000);
    const base = t.clock.now().getTime();
    // Delivered out of order: the later message first.
    await deliverWhatsApp(
      baseUrl,
      messageDelivery({ from: phone, at: new Date(base + 2000), text: 'segunda' }),
    );
    await deliverWhatsApp(
      baseUrl,
      messageDelivery({ from: phone, at: new Date(base + 1000), text: 'primeira' }),
    );
    handler.failures = 1;
    await runInboxPass(t, handler);
    // The first failed: the second waits behind it.
    expect(handler.seen.map((message) => message.text)).toEqual(['primeira']);
    t.clock.advance(5_000);
    await runInboxPass(t, handler);
    expect(handler.seen.map((message) => message.text)).toEqual(['primeira', 'primeira', 'segunda']);
  });

  it('keeps messages over the per-phone limit unanswered', async () => {
    const phone = newPhone();
    const ids = await deliverFrom(phone, ['1', '2', '3', '4', '5']);
    for (let i = 0; i < 5; i += 1) await runInboxPass(t, handler);
    expect(handler.seen).toHaveLength(3);
    const outcomes = await Promise.all(ids.map(async (id) => (await rowOf(id))?.outcome));
    expect(outcomes).toEqual([null, null, null, inboxOutcomes.overLimit, inboxOutcomes.overLimit]);
    expect((await readReplies(t.app)).filter((reply) => reply.recipient === phone)).toHaveLength(3);
    // The same phone without its ninth digit is the same phone.
    const [short] = await deliverFrom(phone.replace(/^55119/, '5511'), ['6']);
    await runInboxPass(t, handler);
    expect((await rowOf(short as string))?.outcome).toBe(inboxOutcomes.overLimit);
  });

  it('leaves messages pending without a conversation', async () => {
    const [id] = await deliverFrom(newPhone(), ['oi']);
    expect(await runInboxPass(t, undefined)).toMatchObject({ processed: 0 });
    expect(await rowOf(id as string)).toMatchObject({ processedAt: null, attempts: 0 });
    await runInboxPass(t, handler);
  });
});

describe('two workers on one database', () => {
  it('claim disjoint rows: each message is handled once, in order per phone', async () => {
    const phones = Array.from({ length: 6 }, () => newPhone());
    for (const phone of phones) await deliverFrom(phone, ['a', 'b', 'c']);
    const second = createEchoHandler();
    // Two processing loops over one inbox, side by side (on PostgreSQL, on connections of their own).
    const loop = async (h: EchoHandler) => {
      for (let i = 0; i < 4; i += 1) await runInboxPass(t, h, { batchSize: 2 });
    };
    await Promise.all([loop(handler), loop(second)]);
    const seen = [...handler.seen, ...second.seen].filter((message) => phones.includes(message.waId));
    expect(seen).toHaveLength(18);
    expect(new Set(seen.map((message) => message.inboxId)).size).toBe(18);
    const rows = (await readInbox(t.app)).filter((row) => phones.includes(row.waId));
    expect(rows.every((row) => row.processedAt !== null && row.outcome === null && row.attempts === 1)).toBe(
      true,
    );
    for (const phone of phones) {
      const replies = (await readReplies(t.app)).filter((reply) => reply.recipient === phone);
      expect(replies.map((reply) => reply.message)).toEqual(
        ['a', 'b', 'c'].map((text) => ({ type: 'text', text: `Recebido: ${text}` })),
      );
    }
  });
});
