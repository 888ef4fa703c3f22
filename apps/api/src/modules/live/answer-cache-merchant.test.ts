import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { notifications } from '#api/db/schema/notification.schema';
import { createConsumerFixture, createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useTwoProcesses } from '#test/live-test-app';
import { addAndSend, createMerchantWithMenu, createSeatedTable, itemAction } from '#test/order-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useTestApp } from '#test/test-app';

// The merchants' polls (the host's list, the hall) are answered from the answer cache too, with the guard's
// checks first and the session from this process's session cache: a repeated poll reads no database. These
// pin that every change each screen shows reaches the next poll, through the API (its answer waits for the
// notification) or straight in the database once notified (the CLI, the outbox worker, another process).
const t = useTestApp({ syncLiveBeforeReads: false });

type Merchant = { merchantId: string; authorization: string };
const hostList = (merchant: Merchant, filter = '') =>
  callAs(t, merchant, 'GET', `/queue/current?merchantId=${merchant.merchantId}${filter}`);
const hall = (merchant: Merchant) =>
  callAs(t, merchant, 'GET', `/queue/hall?merchantId=${merchant.merchantId}`);
type Card = {
  id: string;
  status: string;
  position: number | null;
  table: string | null;
  staffActions: unknown[];
};
const cardOf = async (merchant: Merchant, id: string, filter = '') =>
  ((await hostList(merchant, filter)).json() as Card[]).find((card) => card.id === id);

/** Polls twice: the second is answered from the answer cache with a session from the session cache. */
async function expectCachedPoll(poll: () => ReturnType<typeof hostList>) {
  const first = await poll();
  const answers = t.app.answerCache.stats.hits;
  const sessions = t.app.sessionCache.stats.hits;
  const second = await poll();
  expect(second.statusCode).toBe(200);
  expect(second.body).toBe(first.body);
  expect(t.app.answerCache.stats.hits).toBe(answers + 1);
  expect(t.app.sessionCache.stats.hits).toBe(sessions + 1);
  return second.json();
}

describe("the host's list from the answer cache", () => {
  it('answers repeated polls from the cache, per merchant and normalized filter', async () => {
    const merchant = await createMerchantFixture(t.app);
    await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    await t.app.syncLive();
    expect(await expectCachedPoll(() => hostList(merchant))).toHaveLength(1);
    // The same filter spelled differently is the same answer; another filter is another one.
    await hostList(merchant, '&status=IN_QUEUE,CALLED&slots=2,1');
    const hits = t.app.answerCache.stats.hits;
    expect((await hostList(merchant, '&status=CALLED,IN_QUEUE&slots=1,2')).json()).toHaveLength(1);
    expect(t.app.answerCache.stats.hits).toBe(hits + 1);
    expect((await hostList(merchant, '&slots=3')).json()).toEqual([]);
  });

  it("shows at once a table made, changed or removed in the waiting parties' fits (docs/tables.md#fit)", async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    await t.app.syncLive();
    const fitsNow = async () =>
      ((await hostList(merchant)).json() as { id: string; fits: string[] }[])[0]?.fits;
    expect((await expectCachedPoll(() => hostList(merchant)))[0]).toMatchObject({ id: entry.id, fits: [] });
    const made = await callAs(t, merchant, 'POST', '/merchant/tables', { label: '4', seats: 2 });
    expect(made.statusCode).toBe(201);
    await t.app.syncLive();
    expect(await fitsNow()).toEqual(['4']);
    await callAs(t, merchant, 'PATCH', `/merchant/tables/${made.json().id}`, {
      minSeats: 2,
      seats: 4,
      label: '5',
    });
    await t.app.syncLive();
    expect(await fitsNow()).toEqual(['5']);
    await callAs(t, merchant, 'DELETE', `/merchant/tables/${made.json().id}`);
    await t.app.syncLive();
    expect(await fitsNow()).toEqual([]);
  });

  it('keeps every access rule: another merchant 403, a kitchen 403, no token 401', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const kitchen = await createStaffLogin(t.app, merchant, 'kitchen');
    await hostList(merchant);
    await hostList(merchant);
    const asOther = await callAs(t, other, 'GET', `/queue/current?merchantId=${merchant.merchantId}`);
    expect(asOther.statusCode).toBe(403);
    expect((await hostList({ ...kitchen, merchantId: merchant.merchantId })).statusCode).toBe(403);
    expect((await hostList({ merchantId: merchant.merchantId, authorization: '' })).statusCode).toBe(401);
    expect((await hall({ ...kitchen, merchantId: merchant.merchantId })).statusCode).toBe(403);
  });

  it('shows at once a diner joining, accepted, the one ahead quitting, a call with who made it, a check-in', async () => {
    const merchant = await createMerchantFixture(t.app);
    const host = await createStaffLogin(t.app, merchant, 'host');
    const hostCaller = { ...host, merchantId: merchant.merchantId };
    const ahead = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    await t.app.syncLive();
    await expectCachedPoll(() => hostList(hostCaller));

    const diner = await createConsumerFixture(t.app);
    t.clock.advance(1000);
    const joined = await callAs(t, diner, 'POST', '/queue', {
      merchant: { id: merchant.merchantId },
      consumer: { id: diner.consumerId },
      slot: 2,
    });
    expect(joined.statusCode).toBe(201);
    const entryId = joined.json().id as string;
    expect(await cardOf(hostCaller, entryId)).toMatchObject({ status: 'WAITING_CONFIRMATION', position: 1 });
    expect((await callAs(t, hostCaller, 'POST', `/queue/accept?queueId=${entryId}`)).statusCode).toBe(200);
    expect(await cardOf(hostCaller, entryId)).toMatchObject({ status: 'IN_QUEUE', position: 2 });

    expect(
      (await callAs(t, ahead, 'POST', `/queue/quit?queueId=${ahead.id}&reason=Tempo de espera`)).statusCode,
    ).toBe(200);
    expect(await cardOf(hostCaller, ahead.id)).toBeUndefined();
    expect(await cardOf(hostCaller, entryId)).toMatchObject({ position: 1 });

    expect((await callAs(t, hostCaller, 'POST', `/queue/call?queueId=${entryId}`)).statusCode).toBe(200);
    const called = await cardOf(hostCaller, entryId);
    expect(called).toMatchObject({ status: 'CALLED' });
    expect(called?.staffActions).toContainEqual(
      expect.objectContaining({ action: 'queue.call', by: 'Pessoa host' }),
    );

    const seat = await callAs(t, hostCaller, 'POST', `/queue/checkin?queueId=${entryId}&table=7`);
    expect(seat.statusCode).toBe(200);
    // Seated: off the host's list, onto the hall with its table.
    expect(await cardOf(hostCaller, entryId, '&status=CALLED')).toBeUndefined();
    const seated = (await hall(merchant)).json();
    expect(seated[0].queue).toMatchObject({ id: entryId, table: '7' });
  });

  it("shows changes written straight to the database once notified: a diner's name, a notice, a staff action", async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CALLED' });
    await t.app.syncLive();
    const read = async () => (await cardOf(merchant, entry.id)) as Card & Record<string, unknown>;
    await read();

    const db = t.database.db;
    await db.update(consumers).set({ name: 'Maria Nova' }).where(eq(consumers.id, entry.consumerId));
    expect(await t.app.syncLive()).toBe(true);
    expect((await read()).consumer).toMatchObject({ name: 'Maria Nova' });

    // The outbox worker retries the call's push later (the card shows when), then gives up on it.
    const retryAt = new Date(t.clock.now().getTime() + 30_000);
    await db
      .update(notifications)
      .set({ nextAttemptAt: retryAt, attempts: 1 })
      .where(eq(notifications.queueEntryId, entry.id));
    expect(await t.app.syncLive()).toBe(true);
    expect((await read()).notifications).toContainEqual(
      expect.objectContaining({ status: 'pending', at: retryAt.toISOString() }),
    );
    await db
      .update(notifications)
      .set({ status: 'failed', finishedAt: t.clock.now() })
      .where(eq(notifications.queueEntryId, entry.id));
    expect(await t.app.syncLive()).toBe(true);
    expect((await read()).notifications).toContainEqual(expect.objectContaining({ status: 'failed' }));

    // An audit row written alone (no change of the entry in its transaction) still reaches the card.
    const before = await hostList(merchant);
    await db.insert(auditEntries).values({
      merchantId: merchant.merchantId,
      actorUserId: merchant.merchantId,
      actorName: 'Operador',
      actorRole: 'owner',
      action: 'queue.call',
      targetKind: 'queue_entry',
      targetId: entry.id,
      queueEntryId: entry.id,
      createdAt: t.clock.now(),
    });
    expect(await t.app.syncLive()).toBe(true);
    expect((await hostList(merchant)).body).not.toBe(before.body);
  });

  it('ends a kept list at the first deadline among the entries it counts, with no write', async () => {
    const merchant = await createMerchantFixture(t.app);
    await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'CALLED' });
    const later = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'CALLED',
      slot: 4,
    });
    await t.app.syncLive();
    // Only the later call is listed (4 people), but its position counts the first, whose deadline (5 min
    // after its call, one second before the later one's) ends the kept answer: past it, it counts nowhere.
    const filter = '&status=CALLED&slots=4';
    expect(await cardOf(merchant, later.id, filter)).toMatchObject({ position: 2 });
    expect(await cardOf(merchant, later.id, filter)).toMatchObject({ position: 2 });
    t.clock.advance(5 * 60_000 - 1001);
    expect(await cardOf(merchant, later.id, filter)).toMatchObject({ position: 2 });
    t.clock.advance(1);
    expect(await cardOf(merchant, later.id, filter)).toMatchObject({ position: 1 });
  });
});

describe('the hall from the answer cache', () => {
  it('answers repeated polls from the cache and shows each change at once: a unit sent, accepted, delivered, a refusal by whom', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const waiter = await createStaffLogin(t.app, restaurant, 'waiter');
    const waiterCaller: Caller & Merchant = { ...waiter, merchantId: restaurant.merchantId };
    const table = await createSeatedTable(t, restaurant.merchantId, 'Rita');
    await t.app.syncLive();
    const tile = async () => (await hall(waiterCaller)).json()[0];
    expect((await expectCachedPoll(() => hall(waiterCaller)))[0]).toMatchObject({ pendingSentItems: 0 });

    const [burger, soda] = await addAndSend(t, table, table.orderId, restaurant.burgerId, 2);
    expect(await tile()).toMatchObject({ pendingSentItems: 2, firstItem: expect.any(String) });
    expect((await itemAction(t, waiterCaller, 'accept', burger as string)).statusCode).toBe(200);
    expect(await tile()).toMatchObject({ pendingSentItems: 1, oldestAcceptedAt: expect.any(String) });
    expect((await itemAction(t, waiterCaller, 'deliver', burger as string)).statusCode).toBe(200);
    expect(await tile()).toMatchObject({ pendingSentItems: 1, oldestAcceptedAt: null });
    expect((await itemAction(t, waiterCaller, 'refuse', soda as string)).statusCode).toBe(200);
    const refused = await tile();
    expect(refused).toMatchObject({ pendingSentItems: 0, firstItem: null });
    expect(refused.staffActions).toContainEqual(expect.objectContaining({ by: 'Pessoa waiter' }));

    await callAs(t, waiterCaller, 'PATCH', `/queue/table?queueId=${table.id}&table=12`);
    expect((await tile()).queue).toMatchObject({ table: '12', consumer: { name: 'Rita' } });
    await t.database.db.update(consumers).set({ name: 'Rita B.' }).where(eq(consumers.id, table.consumerId));
    expect(await t.app.syncLive()).toBe(true);
    expect((await tile()).queue.consumer).toEqual({ name: 'Rita B.' });
  });
});

// Two server processes on one PostgreSQL: each keeps its own answers and sessions, and a change or a
// revocation made through one reaches the other's caches by notification.
describe.runIf(inject('testDbKind') === 'postgres')('the merchant screens across server processes', () => {
  const { first, second } = useTwoProcesses();

  it("refreshes the other process's kept list, and ends there a session a removal ended here", async () => {
    const merchant = await createMerchantFixture(first.app);
    const entry = await createQueueEntryFixture(first, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    const host = await createStaffLogin(first.app, merchant, 'host');
    const hostCaller = { ...host, merchantId: merchant.merchantId };
    expect(await second.app.syncLive()).toBe(true);
    const listOnSecond = () =>
      callAs(second, hostCaller, 'GET', `/queue/current?merchantId=${merchant.merchantId}`);
    await listOnSecond();
    const { answerCache, sessionCache } = second.app;
    const [answers, sessions] = [answerCache.stats.hits, sessionCache.stats.hits];
    expect((await listOnSecond()).json()).toEqual([expect.objectContaining({ status: 'IN_QUEUE' })]);
    expect([answerCache.stats.hits, sessionCache.stats.hits]).toEqual([answers + 1, sessions + 1]);

    expect((await callAs(first, hostCaller, 'POST', `/queue/call?queueId=${entry.id}`)).statusCode).toBe(200);
    // The second process has heard every commit before this point once its own marker comes back.
    expect(await second.app.syncLive()).toBe(true);
    expect((await listOnSecond()).json()).toEqual([expect.objectContaining({ status: 'CALLED' })]);

    expect((await callAs(first, merchant, 'DELETE', `/merchant/staff/${host.id}`)).statusCode).toBe(204);
    expect(await second.app.syncLive()).toBe(true);
    expect((await listOnSecond()).statusCode).toBe(401);
  });
});
