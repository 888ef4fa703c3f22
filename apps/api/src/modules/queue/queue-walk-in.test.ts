import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { postConsumer, postVerifyCode, readCodes, sessionCookieOf } from '#test/consumer-test-helpers';
import { createMerchantFixture, createQueueEntryFixture, type MerchantFixture } from '#test/fixtures';
import { turnCallTextsOn } from '#test/notification-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

// Walk-ins added by the host (docs/queue.md#walk-ins): `POST /merchant/queue {name, slot, phone?}`.

const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app));

const addWalkIn = (who: { authorization: string } | null, body: unknown) =>
  callAs(t, who, 'POST', '/merchant/queue', body);

async function listQueue(restaurant: MerchantFixture) {
  const res = await callAs(t, restaurant, 'GET', `/queue/current?merchantId=${restaurant.merchantId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as MerchantQueueEntry[];
}

describe('POST /merchant/queue', () => {
  it('puts the party at the door in the queue as IN_QUEUE, last in line, with its phone as digits', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const online = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'IN_QUEUE',
    });
    t.clock.advance(1000);
    const res = await addWalkIn(restaurant, { name: '  Mariana ', slot: 4, phone: '(11) 98765-4321' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'IN_QUEUE' });
    const list = await listQueue(restaurant);
    expect(list.map((entry) => entry.id)).toEqual([online.id, res.json().id]);
    expect(list[1]).toMatchObject({
      status: 'IN_QUEUE',
      slot: 4,
      position: 2,
      consumer: { name: 'Mariana', phone: '11987654321' },
      staffActions: [{ action: 'queue.add' }],
    });
  });

  it('takes a party without a phone (an empty field is no phone), and two of them', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const first = await addWalkIn(restaurant, { name: 'José', slot: 2 });
    t.clock.advance(1000);
    const second = await addWalkIn(restaurant, { name: 'Ana', slot: 1, phone: '' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const list = await listQueue(restaurant);
    expect(list.map((entry) => [entry.consumer.name, entry.consumer.phone, entry.position])).toEqual([
      ['José', '', 1],
      ['Ana', '', 2],
    ]);
  });

  it('adds even while the store is closed to online joins', async () => {
    const closed = await createMerchantFixture(t.app, { open: false });
    const res = await addWalkIn(closed, { name: 'Carla', slot: 3 });
    expect(res.statusCode).toBe(201);
    expect((await listQueue(closed)).map((entry) => entry.consumer.name)).toEqual(['Carla']);
  });

  it('is called, seated and removed like any other entry, and the call goes by SMS to its phone', async () => {
    const restaurant = await createMerchantFixture(t.app);
    await turnCallTextsOn(t.app, restaurant.merchantId);
    const seated = (await addWalkIn(restaurant, { name: 'Bruno', slot: 2, phone: '11987650001' })).json().id;
    const called = await callAs(t, restaurant, 'POST', `/queue/call?queueId=${seated}`);
    expect(called.json()).toMatchObject({ id: seated, status: 'CALLED' });
    const card = (await listQueue(restaurant)).find((entry) => entry.id === seated);
    expect(card?.notifications).toContainEqual(expect.objectContaining({ channel: 'sms', kind: 'called' }));
    const checkedIn = await callAs(t, restaurant, 'POST', `/queue/checkin?queueId=${seated}`, { table: '7' });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json().status).toBe('CHECK_IN');

    const removed = (await addWalkIn(restaurant, { name: 'Davi', slot: 2 })).json().id;
    const res = await callAs(t, restaurant, 'POST', `/queue/remove?queueId=${removed}&reason=Foi embora`);
    expect(res.json()).toMatchObject({ id: removed, status: 'CANCELLED_BY_MERCHANT' });
  });

  it('answers 409 when the phone is already in this restaurant’s queue, adding nothing', async () => {
    const restaurant = await createMerchantFixture(t.app);
    expect((await addWalkIn(restaurant, { name: 'Eva', slot: 2, phone: '11987650002' })).statusCode).toBe(
      201,
    );
    const again = await addWalkIn(restaurant, { name: 'Eva de novo', slot: 2, phone: '(11) 98765-0002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este telefone já está na fila deste restaurante.');
    // The host who typed it knows: the card is not flagged as a stranger's try.
    expect((await listQueue(restaurant)).map((entry) => [entry.consumer.name, entry.phoneClaimedAt])).toEqual(
      [['Eva', null]],
    );
    // Another restaurant's queue is its own.
    expect((await addWalkIn(merchant, { name: 'Eva', slot: 2, phone: '11987650002' })).statusCode).toBe(201);
  });

  it("refuses a diner's own join with a walk-in's phone (409), and the walk-in's card says someone tried", async () => {
    const restaurant = await createMerchantFixture(t.app);
    expect((await addWalkIn(restaurant, { name: 'Hugo', slot: 2, phone: '11987650005' })).statusCode).toBe(
      201,
    );
    t.clock.advance(1000);
    const diner = await postConsumer(t.app, { phone: '11987650005', name: 'Hugo no celular' });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      payload: { merchant: { id: restaurant.merchantId }, consumer: { id: diner.json().id }, slot: 2 },
      cookies: sessionCookieOf(diner) ?? {},
    });
    expect(joined.statusCode, joined.body).toBe(409);
    expect(joined.json().code).toBe('PHONE_IN_QUEUE');
    expect((await listQueue(restaurant)).map((entry) => [entry.consumer.name, entry.phoneClaimedAt])).toEqual(
      [['Hugo', t.clock.now().toISOString()]],
    );
  });

  it('refuses a bad name, slot or phone with a pt-BR message (400), adding nothing', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const cases: [unknown, string][] = [
      [{ slot: 2 }, 'Informe o nome do cliente'],
      [{ name: '   ', slot: 2 }, 'Informe o nome do cliente'],
      [{ name: 'A\u200eB', slot: 2 }, 'O nome'],
      [{ name: 'Ana', slot: 0 }, 'ao menos 1 pessoa'],
      [{ name: 'Ana', slot: 21 }, 'no máximo 20 pessoas'],
      [{ name: 'Ana', slot: 2, phone: '123' }, 'Informe um celular válido com DDD'],
    ];
    for (const [body, message] of cases) {
      const res = await addWalkIn(restaurant, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await listQueue(restaurant)).toEqual([]);
  });

  it('is for the owner and the host: a waiter or kitchen login gets 403, no session 401', async () => {
    const host = await createStaffLogin(t.app, merchant, 'host');
    expect((await addWalkIn(host, { name: 'Fábio', slot: 2 })).statusCode).toBe(201);
    for (const role of ['waiter', 'kitchen'] as const) {
      const member = await createStaffLogin(t.app, merchant, role);
      expect((await addWalkIn(member, { name: 'Gil', slot: 2 })).statusCode).toBe(403);
    }
    expect((await addWalkIn(null, { name: 'Gil', slot: 2 })).statusCode).toBe(401);
    // The host who added the party is named on the card and in the audit trail.
    const card = (await listQueue(merchant)).find((entry) => entry.consumer.name === 'Fábio');
    expect(card?.staffActions).toEqual([expect.objectContaining({ action: 'queue.add', by: 'Pessoa host' })]);
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, card?.id ?? ''));
    expect(rows).toMatchObject([{ action: 'queue.add', actorRole: 'host', afterStatus: 'IN_QUEUE' }]);
  });

  it('adds to the session’s own restaurant only: a merchantId in the body changes nothing', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const res = await addWalkIn(restaurant, { name: 'Helena', slot: 2, merchantId: other.merchantId });
    expect(res.statusCode).toBe(201);
    expect(await listQueue(other)).toEqual([]);
    expect((await listQueue(restaurant)).map((entry) => entry.consumer.name)).toEqual(['Helena']);
  });
});

describe('a walk-in’s phone', () => {
  // With SMS verification on, the path that hands a phone's consumer to a device that proves the phone.
  const sms = useTestApp({ config: { featureSmsVerification: true } });

  it('is never a way into the walk-in: a device that proves the phone by SMS code gets a consumer of its own', async () => {
    const restaurant = await createMerchantFixture(sms.app);
    const phone = '11987650003';
    const added = await callAs(sms, restaurant, 'POST', '/merchant/queue', { name: 'Íris', slot: 2, phone });
    expect(added.statusCode).toBe(201);
    const [walkIn] = await sms.database.db.select().from(consumers).where(eq(consumers.phone, phone));
    expect(walkIn).toMatchObject({ awaitingCode: false, phoneVerified: false });

    // The diner scans the QR code with that phone and proves it.
    const registered = await postConsumer(sms.app, { phone, name: 'Íris' });
    expect(registered.json()).toMatchObject({ phoneVerified: false });
    expect(registered.json().id).not.toBe(walkIn?.id);
    const [code] = await readCodes(sms.app, phone);
    const verified = await postVerifyCode(sms.app, registered.json().id, code ?? '');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().id).not.toBe(walkIn?.id);
    const session = sessionCookieOf(verified);
    expect(session).toBeDefined();
    // That session reads no queue of the walk-in's: it has no active entry of its own.
    const active = await callAs(
      sms,
      { cookies: session ?? {} },
      'GET',
      `/queue?consumerId=${verified.json().id}`,
    );
    expect(active.statusCode).toBe(404);
    const [still] = await sms.database.db
      .select()
      .from(consumers)
      .where(eq(consumers.id, walkIn?.id ?? ''));
    expect(still).toMatchObject({ name: 'Íris', phoneVerified: false });
  });
});
