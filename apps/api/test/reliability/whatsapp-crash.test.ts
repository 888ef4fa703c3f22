import { conversationTexts } from '@suavez/shared/domain/whatsapp-replies';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries } from '#api/db/schema/queue.schema';
import { NOTIFICATION_LEASE_MS } from '#api/modules/notification/notification-policy';
import { INBOX_LEASE_MS } from '#api/modules/whatsapp/whatsapp-inbox-policy';
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import {
  type CloudMessageInput,
  deliverWhatsApp,
  messageDelivery,
  whatsAppDeliveryBody,
} from '#test/whatsapp-deliveries';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, crashEngines, createRunCrashStore } from './crash-fixture';
import { waitFor } from './reliability-helpers';
import {
  countProcessedMessages,
  readAnsweredMessages,
  seedWhatsAppRestaurant,
  startWhatsAppServer,
  textsTo,
  type WhatsAppSeed,
} from './whatsapp-crash-fixture';

// The conversation on real server processes (docs/whatsapp.md#inbox-worker): a SIGKILL between the inbox
// and the reply, then a restart, answers each message exactly once; two processes on one PostgreSQL answer
// each once, and one phone's messages in WhatsApp's order. Deliveries are signed and posted as Meta posts
// them; the replies go through the real Cloud API provider to the fake on 127.0.0.1. Both engines run here,
// in the PGlite pass only (vitest.config.ts leaves this file out of the PostgreSQL pass), as in
// notification-crash.test.ts.

const engines = crashEngines('whatsapp-crash.test.ts');

/** A São Paulo mobile as WhatsApp sends it, one per `n`. */
const waIdOf = (n: number) => `55119${String(8800_0000 + n)}`;

/** Posts one message as Meta does and expects it kept: 200 `{received: 1}`. */
async function say(server: ServerProcess, message: CloudMessageInput): Promise<void> {
  expect(await deliverWhatsApp(server.url, messageDelivery(message))).toEqual({
    status: 200,
    text: JSON.stringify({ received: 1 }),
  });
}

const deliveredTo = (cloud: FakeWhatsAppCloud, waId: string) => textsTo(cloud.delivered, waId).length;

describe.each(engines)('WhatsApp across a SIGKILL on %s', (engine) => {
  let store: CrashStore;
  let seed: WhatsAppSeed;
  let cloud: FakeWhatsAppCloud;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createRunCrashStore(engine);
    seed = await seedWhatsAppRestaurant(store);
    cloud = await startFakeWhatsAppCloud();
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await cloud?.close();
    await store?.destroy();
  });

  const start = async () => {
    const server = await startWhatsAppServer(store, seed, cloud);
    servers.push(server);
    return server;
  };

  it('answers every message once: the reply cut mid-send goes again after its lease, nothing twice', async () => {
    const inFlight = waIdOf(1);
    const unsent = [waIdOf(2), waIdOf(3), waIdOf(4)];
    const kept = [waIdOf(5), waIdOf(6)];
    const afterRestart = waIdOf(7);
    const help = conversationTexts.help;
    cloud.hold(true);
    const first = await start();
    // The message is kept and processed; the outbox claims its reply and sends it; Meta never answers.
    const beforeInFlightClaim = Date.now();
    await say(first, { from: inFlight, at: new Date(), text: 'oi' });
    await waitFor(
      'a resposta em voo chegar ao Cloud API',
      () => textsTo(cloud.received, inFlight).length === 1,
      20_000,
    );
    // The outbox worker waits on that send: these messages are processed and their replies committed, but
    // not claimed.
    for (const waId of unsent) await say(first, { from: waId, at: new Date(), text: 'oi' });
    await waitFor(
      'as mensagens serem processadas',
      () => countProcessedMessages(first) >= 1 + unsent.length,
      20_000,
    );
    // Kept (answered 200) and killed at once, so perhaps not yet processed: one delivery of two messages.
    const lastDelivery = whatsAppDeliveryBody([
      [{ messages: kept.map((waId) => ({ from: waId, at: new Date(), text: 'oi' })) }],
    ]);
    expect(await deliverWhatsApp(first.url, lastDelivery)).toEqual({ status: 200, text: '{"received":2}' });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(cloud.received.length, 'só a resposta em voo saiu antes do kill').toBe(1);
    expect(cloud.delivered).toEqual([]);

    cloud.hold(false);
    const second = await start();
    expect(second.output()).not.toContain('está em uso');
    // Meta delivers at least once: the same delivery again adds nothing.
    expect(await deliverWhatsApp(second.url, lastDelivery)).toEqual({ status: 200, text: '{"received":0}' });
    // The replies never claimed go out at once; the one cut mid-send once its lease runs out.
    await waitFor(
      'as respostas não enviadas saírem',
      () => unsent.every((waId) => deliveredTo(cloud, waId) === 1),
      20_000,
    );
    // Not before its lease runs out (from its claim, which came after beforeInFlightClaim). On a slow
    // machine the restart alone can outlast the lease; then there is nothing to check here.
    const inFlightSoFar = deliveredTo(cloud, inFlight);
    if (Date.now() < beforeInFlightClaim + NOTIFICATION_LEASE_MS) expect(inFlightSoFar).toBe(0);
    await say(second, { from: afterRestart, at: new Date(), text: 'oi' });
    await waitFor('a mensagem nova ser respondida', () => deliveredTo(cloud, afterRestart) === 1, 20_000);
    // A message whose row the killed process had claimed waits for the inbox's lease.
    await waitFor(
      'as mensagens guardadas serem respondidas',
      () => kept.every((waId) => deliveredTo(cloud, waId) === 1),
      INBOX_LEASE_MS + 20_000,
    );
    await waitFor(
      'a resposta cortada no envio sair de novo',
      () => deliveredTo(cloud, inFlight) === 1,
      NOTIFICATION_LEASE_MS + 20_000,
    );
    // Nothing more goes out later.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await second.stop();

    const everyone = [inFlight, ...unsent, ...kept, afterRestart];
    for (const waId of everyone) {
      expect(textsTo(cloud.delivered, waId), waId).toEqual([help]);
      expect(textsTo(cloud.received, waId), waId).toEqual(waId === inFlight ? [help, help] : [help]);
    }
    expect(cloud.received).toHaveLength(everyone.length + 1);
    const messages = await readAnsweredMessages(store);
    expect(messages.map((message) => message.waId).sort()).toEqual([...everyone].sort());
    for (const message of messages) {
      expect(message, message.waId).toMatchObject({ processedAt: expect.any(Date), outcome: null });
      expect(message.replies, message.waId).toEqual([
        expect.objectContaining({
          status: 'sent',
          attempts: message.waId === inFlight ? 2 : 1,
          recipient: message.waId,
          message: { type: 'text', text: help },
          providerMessageId: expect.stringMatching(/^wamid\./),
        }),
      ]);
    }
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('WhatsApp on two server processes on one PostgreSQL', () => {
  let store: CrashStore;
  let seed: WhatsAppSeed;
  let cloud: FakeWhatsAppCloud;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createRunCrashStore('postgres');
    seed = await seedWhatsAppRestaurant(store);
    // A slow Cloud API keeps each process's sends in flight while the other one claims.
    cloud = await startFakeWhatsAppCloud({ delayMs: 300 });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await cloud?.close();
    await store?.destroy();
  });

  it("answers each message once, whichever process keeps or processes it, and a phone's two in order", async () => {
    servers.push(...(await Promise.all([1, 2].map(() => startWhatsAppServer(store, seed, cloud)))));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { shortId, name } = seed.restaurant;
    // WhatsApp's timestamps are whole seconds: a phone's second message is a second after its first.
    const at = new Date(Date.now() - 60_000);
    const later = new Date(at.getTime() + 1000);
    const chatty = Array.from({ length: 8 }, (_, i) => waIdOf(100 + i));
    const joiners = Array.from({ length: 3 }, (_, i) => waIdOf(200 + i));
    for (const [i, waId] of chatty.entries()) {
      const body = messageDelivery({ from: waId, at, text: 'oi' });
      if (i % 3 === 0) {
        // Meta's retry may land on either process, even while the first delivery is being kept.
        const answers = await Promise.all([deliverWhatsApp(a.url, body), deliverWhatsApp(b.url, body)]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        expect(answers.map((answer) => answer.text).sort()).toEqual(['{"received":0}', '{"received":1}']);
      } else {
        await say(i % 2 === 0 ? a : b, { from: waId, at, text: 'oi' });
      }
    }
    // Each joiner's two messages go to the two processes back to back: read out of order, the size would
    // be '2' (sair) to a phone in no queue.
    for (const [i, waId] of joiners.entries()) {
      const [first, second] = (i % 2 === 0 ? [a, b] : [b, a]) as [ServerProcess, ServerProcess];
      await say(first, { from: waId, at, text: `fila ${shortId}` });
      await say(second, { from: waId, at: later, text: '2' });
    }
    await waitFor(
      'todas as respostas saírem',
      () =>
        chatty.every((waId) => deliveredTo(cloud, waId) === 1) &&
        joiners.every((waId) => deliveredTo(cloud, waId) === 2),
      60_000,
    );
    // Nothing more goes out later.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const server of servers) await server.stop();
    expect(cloud.received).toHaveLength(chatty.length + 2 * joiners.length);
    expect(cloud.delivered).toHaveLength(cloud.received.length);
    for (const waId of chatty) expect(textsTo(cloud.delivered, waId), waId).toEqual([conversationTexts.help]);

    const messages = await readAnsweredMessages(store);
    expect(messages).toHaveLength(chatty.length + 2 * joiners.length);
    for (const message of messages) {
      expect(message, message.waId).toMatchObject({ processedAt: expect.any(Date), outcome: null });
      expect(message.replies, message.waId).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 1, recipient: message.waId }),
      ]);
    }
    for (const waId of joiners) {
      const [asked, joined] = messages.filter((message) => message.waId === waId);
      expect(asked?.replies[0]?.message?.text).toBe(`Olá! Fila de ${name}. Para quantas pessoas?`);
      expect(joined?.replies[0]?.message?.text).toMatch(
        new RegExp(`^Pronto! Você entrou na fila de ${name} para 2 pessoas\\.`),
      );
    }
    const database = await store.open();
    try {
      const entries = await database.db
        .select()
        .from(queueEntries)
        .where(eq(queueEntries.source, 'whatsapp'));
      expect(entries.map((entry) => `55${entry.phone}`).sort()).toEqual([...joiners].sort());
    } finally {
      await database.close();
    }
  }, 120_000);
});
