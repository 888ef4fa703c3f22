import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '#api/db/schema/consumer.schema';
import { pushSubscriptions } from '#api/db/schema/notification.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { ManualClock } from '#api/lib/clock';
import { createOrder } from '#api/modules/order/create-order.service';
import { transitionQueueEntry } from '#api/modules/queue/transition-queue-entry.service';
import { ACTIVE_VISIT_MESSAGE } from '#api/modules/retention/anonymize-consumers.service';
import { ANONYMIZED_CONSUMER_NAME } from '#api/modules/retention/retention-policy';
import { CONSUMER_SESSION_COOKIE } from '#api/plugins/consumer-session';
import { createMerchantFixture } from '#test/fixtures';
import { addAndSend, createMerchantWithMenu, itemAction } from '#test/order-test-helpers';
import {
  createConsumerAt,
  entryPhones,
  finishTableAt,
  readConsumers,
  visitAt,
} from '#test/retention-test-helpers';
import { useFixture, useTestApp } from '#test/test-app';
import { runAdmin } from './run-admin';

// The admin commands of a consumer's request for their data (docs/security.md, "Retention").

const PHONE = '11987650010';

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t, 'Cantina da Praça'));
const other = useFixture(() => createMerchantFixture(t.app, { name: 'Bar do Zé' }));
const ids = { phone: '', tablet: '', friend: '', seated: '', elsewhere: '' };

async function admin(argv: string[], clock = t.clock) {
  const stdout = { text: '', write: (chunk: string) => (stdout.text += chunk) };
  const stderr = { text: '', write: (chunk: string) => (stderr.text += chunk) };
  const code = await runAdmin(argv, { stdout, stderr, db: t.database.db, clock });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

beforeAll(async () => {
  // One person, two devices: two consumers with the same phone (docs/security.md, "A phone is not a
  // password").
  ids.phone = await createConsumerAt(t, 'Paula', PHONE);
  ids.tablet = await createConsumerAt(t, 'Paula no tablet', PHONE);
  ids.friend = await createConsumerAt(t, 'Fábio Amigo');
  // Paula's table at the Cantina, with Fábio as a guest: her soda is served, billed and rated.
  ids.seated = await visitAt(t, restaurant.merchantId, ids.phone, ['accept', 'call', 'checkIn']);
  const order = await createOrder({
    db: t.database.db,
    clock: t.clock,
    queueId: ids.seated,
    consumerId: ids.phone,
  });
  const paula = { cookies: { [CONSUMER_SESSION_COOKIE]: t.app.signCookie(ids.phone) } };
  const [unit] = await addAndSend(t, paula, order.id, restaurant.sodaId);
  for (const action of ['accept', 'deliver'] as const) {
    expect((await itemAction(t, restaurant, action, unit as string)).statusCode).toBe(200);
  }
  await finishTableAt(t, {
    merchantId: restaurant.merchantId,
    queueId: ids.seated,
    ownerId: ids.phone,
    guestIds: [ids.friend],
  });
  // From the tablet she gave up on the Bar do Zé's queue.
  ids.elsewhere = await visitAt(t, other.merchantId, ids.tablet, ['quit']);
  await t.database.db
    .insert(smsOutbox)
    .values({ phone: PHONE, body: 'Seu código SuaVez: 123456', provider: 'outbox' });
  await t.database.db.insert(pushSubscriptions).values({
    consumerId: ids.phone,
    endpoint: 'https://fcm.googleapis.com/fcm/send/paula',
    p256dh: 'chave-publica',
    auth: 'segredo-do-aparelho',
  });
});

describe('consumer:export', () => {
  it('prints, as JSON, every consumer with the phone and their visits, orders, items and ratings', async () => {
    const result = await admin(['consumer:export', '--phone', '(11) 98765-0010']);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.stdout);
    expect(data.phone).toBe(PHONE);
    expect(data.consumers.map((consumer: { name: string }) => consumer.name)).toEqual([
      'Paula',
      'Paula no tablet',
    ]);
    const [paula, tablet] = data.consumers;
    expect(paula.entries).toHaveLength(1);
    expect(paula.entries[0]).toMatchObject({
      id: ids.seated,
      status: 'CHECK_OUT',
      merchant: { name: 'Cantina da Praça' },
    });
    expect(paula.entries[0].history.map((row: { status: string }) => row.status)).toEqual([
      'WAITING_CONFIRMATION',
      'IN_QUEUE',
      'CALLED',
      'CHECK_IN',
      'CHECK_OUT',
    ]);
    expect(paula.orders).toHaveLength(1);
    expect(paula.orders[0]).toMatchObject({ status: 'CLOSED', serviceFeePercent: 12 });
    expect(paula.orders[0].items).toEqual([
      expect.objectContaining({ name: 'Refrigerante', priceCents: 650, status: 'COMPLETED' }),
    ]);
    expect(paula.feedback).toEqual([expect.objectContaining({ queueEntryId: ids.seated, firstRating: 5 })]);
    expect(tablet.entries[0]).toMatchObject({
      status: 'CANCELLED_BY_CONSUMER',
      merchant: { name: 'Bar do Zé' },
    });
    expect(data.smsMessages).toEqual([expect.objectContaining({ body: 'Seu código SuaVez: 123456' })]);
    // Her call was noticed on her phone (the outbox row the call wrote), and her browser's subscription is
    // listed without its keys.
    expect(paula.entries[0].notifications).toContainEqual(
      expect.objectContaining({ kind: 'called', channel: 'push' }),
    );
    expect(paula.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/paula' }),
    ]);
    expect(result.stdout).not.toContain('segredo-do-aparelho');
    // Her guest's order at her table is his, not hers.
    expect(result.stdout).not.toContain('Fábio');
    expect(result.stdout).not.toContain(ids.friend);
  });

  it("with --merchant, only that restaurant's visits, and no text messages", async () => {
    const result = await admin(['consumer:export', '--phone', PHONE, '--merchant', other.merchantId]);
    expect(result.code).toBe(0);
    const data = JSON.parse(result.stdout);
    expect(data.consumers[0]).toMatchObject({
      name: 'Paula',
      entries: [],
      orders: [],
      feedback: [],
      pushSubscriptions: [],
    });
    expect(data.consumers[1].entries).toHaveLength(1);
    expect(result.stdout).not.toContain('Cantina');
    expect(data.smsMessages).toEqual([]);
  });

  it.each([
    [['consumer:export'], /Faltam opções: --phone/],
    [['consumer:export', '--phone', '123'], /--phone deve ser um telefone com DDD/],
    [['consumer:export', '--phone', PHONE, '--merchant', 'bar'], /--merchant deve ser o id/],
    [['consumer:delete', '--phone', PHONE, '--merchant', 'x'], /não aceita: --merchant/],
    [['retention:run', '--phone', PHONE], /não aceita: --phone/],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const result = await admin(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});

describe('consumer:delete', () => {
  it('is refused while the phone has a visit in progress, and changes nothing', async () => {
    const waiting = await visitAt(t, restaurant.merchantId, ids.tablet, ['accept']);
    const result = await admin(['consumer:delete', '--phone', PHONE]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(ACTIVE_VISIT_MESSAGE);
    expect((await readConsumers(t, [ids.phone])).get(ids.phone)?.name).toBe('Paula');
    await transitionQueueEntry({
      db: t.database.db,
      clock: t.clock,
      queueEntryId: waiting,
      event: 'quit',
      actor: 'consumer',
      reason: 'Outros',
    });
  });

  it('anonymises every consumer of the phone at once and keeps the visits; again, it finds nothing', async () => {
    const result = await admin(['consumer:delete', '--phone', PHONE]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('2 cadastro(s) anonimizado(s) e 1 SMS apagado(s)');
    const rows = await readConsumers(t, [ids.phone, ids.tablet, ids.friend]);
    for (const id of [ids.phone, ids.tablet]) {
      expect(rows.get(id)).toMatchObject({
        name: ANONYMIZED_CONSUMER_NAME,
        phone: null,
        anonymizedAt: t.clock.now(),
      });
      expect(await entryPhones(t, id)).not.toContain(PHONE);
    }
    expect(rows.get(ids.friend)?.name).toBe('Fábio Amigo');
    const [seated] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, ids.seated));
    expect(seated?.status).toBe('CHECK_OUT');
    expect(JSON.parse((await admin(['consumer:export', '--phone', PHONE])).stdout)).toMatchObject({
      consumers: [],
      smsMessages: [],
    });

    const again = await admin(['consumer:delete', '--phone', PHONE]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('0 cadastro(s) anonimizado(s) e 0 SMS apagado(s)');
  });
});

describe('retention:run', () => {
  it("applies the rules once at the clock's now and prints the counts", async () => {
    const later = new ManualClock(new Date('2027-03-01T12:00:00Z'));
    const result = await admin(['retention:run'], later);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ anonymizedConsumers: 1 });
    expect((await readConsumers(t, [ids.friend])).get(ids.friend)?.name).toBe(ANONYMIZED_CONSUMER_NAME);
    expect(JSON.parse((await admin(['retention:run'], later)).stdout)).toMatchObject({
      anonymizedConsumers: 0,
    });
  });
});
