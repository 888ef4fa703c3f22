import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useTwoProcesses } from '#test/live-test-app';
import { addAndSend, createMerchantWithMenu, createSeatedTable, itemAction } from '#test/order-test-helpers';
import { callAs, type TestApp, useTestApp } from '#test/test-app';

// The consumers' polls are answered from a per-process cache that the database's notifications keep
// current (answer-cache.ts). These pin that a consumer never reads an answer from before a change: one made
// through this process (its answer waits for the notification), or one made around it (the CLI, another
// process), once its notification arrived.
// Off: these tests check that the app itself keeps reads current (writes through the API wait for
// their notification; writes behind its back are synced explicitly with syncLive).
const t = useTestApp({ syncLiveBeforeReads: false });

type Consumer = { consumerId: string; cookies: Record<string, string> };
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const pollQueue = (app: TestApp['app'], consumer: Consumer, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/queue?consumerId=${consumer.consumerId}`,
    cookies: consumer.cookies,
    headers,
  });

describe('the answer cache behind GET /queue', () => {
  it('answers the second poll from the cache with the same body, compressed the same way', async () => {
    const merchant = await createMerchantFixture(t.app);
    // A description long enough that the answer is compressed (1 KB and more).
    await t.database.db
      .update(merchants)
      .set({ description: 'Cozinha de bairro, massas frescas e sobremesas da casa. '.repeat(20) })
      .where(eq(merchants.id, merchant.merchantId));
    const consumer = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    // The fixture wrote straight to the database: its notifications may still be on their way, and a
    // read they overlap is not kept.
    await t.app.syncLive();
    const first = await pollQueue(t.app, consumer, BROWSER);
    const hits = t.app.answerCache.stats.hits;
    const second = await pollQueue(t.app, consumer, BROWSER);
    expect(t.app.answerCache.stats.hits).toBe(hits + 1);
    expect(second.statusCode).toBe(200);
    for (const header of ['content-type', 'content-encoding', 'vary']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    expect(second.headers['content-encoding']).toBe('br');
    const body = (res: typeof first) => JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body(second)).toEqual(body(first));
    expect(body(second)).toMatchObject({ status: 'IN_QUEUE', position: 1 });
    // Without Accept-Encoding the same kept answer goes plain.
    const plain = await pollQueue(t.app, consumer);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body(first));
  });

  it("never answers one consumer's kept answer to another consumer's session", async () => {
    const merchant = await createMerchantFixture(t.app);
    const owner = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const other = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    expect((await pollQueue(t.app, owner)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${owner.consumerId}`,
      cookies: other.cookies,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
    expect((await pollQueue(t.app, other)).json()).toMatchObject({ id: other.id, position: 2 });
  });

  it('shows a change made through the API at once: the call, and the position after the one ahead quits', async () => {
    const merchant = await createMerchantFixture(t.app);
    const ahead = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const consumer = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    expect((await pollQueue(t.app, consumer)).json()).toMatchObject({ position: 2 });
    expect((await pollQueue(t.app, consumer)).json()).toMatchObject({ position: 2 });

    const quit = await callAs(t, ahead, 'POST', `/queue/quit?queueId=${ahead.id}&reason=Tempo de espera`);
    expect(quit.statusCode).toBe(200);
    expect((await pollQueue(t.app, consumer)).json()).toMatchObject({ status: 'IN_QUEUE', position: 1 });

    const call = await callAs(t, merchant, 'POST', `/queue/call?queueId=${consumer.id}`);
    expect(call.statusCode).toBe(200);
    expect((await pollQueue(t.app, consumer)).json()).toMatchObject({ status: 'CALLED', position: null });
  });

  it("shows a change written straight to the database (the CLI, another process) once it is notified: the restaurant's profile, the consumer's name, a purged entry", async () => {
    const merchant = await createMerchantFixture(t.app);
    const consumer = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    const db = t.database.db;
    await pollQueue(t.app, consumer);
    expect((await pollQueue(t.app, consumer)).json().merchant.name).not.toBe('Nome novo');

    await db.update(merchants).set({ name: 'Nome novo' }).where(eq(merchants.id, merchant.merchantId));
    expect(await t.app.syncLive()).toBe(true);
    expect((await pollQueue(t.app, consumer)).json().merchant.name).toBe('Nome novo');

    await db.update(consumers).set({ name: 'Maria Nova' }).where(eq(consumers.id, consumer.consumerId));
    expect(await t.app.syncLive()).toBe(true);
    expect((await pollQueue(t.app, consumer)).json().consumer.name).toBe('Maria Nova');

    await db.delete(queueEntries).where(eq(queueEntries.id, consumer.id));
    expect(await t.app.syncLive()).toBe(true);
    expect((await pollQueue(t.app, consumer)).statusCode).toBe(404);
  });

  it('keeps nothing while the cache is off, and answers the same', async () => {
    const merchant = await createMerchantFixture(t.app);
    const consumer = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    const cached = (await pollQueue(t.app, consumer)).json();
    t.app.answerCache.setAvailable(false);
    try {
      const hits = t.app.answerCache.stats.hits;
      expect((await pollQueue(t.app, consumer)).json()).toEqual(cached);
      expect((await pollQueue(t.app, consumer)).json()).toEqual(cached);
      expect(t.app.answerCache.stats.hits).toBe(hits);
      expect(t.app.answerCache.size).toBe(0);
    } finally {
      t.app.answerCache.setAvailable(true);
    }
  });
});

describe('the answer cache behind GET /order', () => {
  it('shows a unit the consumer added, and the merchant accepting it, at once', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const read = () => callAs(t, null, 'GET', `/order?orderId=${table.orderId}`);
    expect((await read()).json().items).toEqual([]);
    expect((await read()).json().items).toEqual([]);

    const [unitId] = await addAndSend(t, table, table.orderId, restaurant.burgerId);
    const sent = (await read()).json().items;
    expect(sent).toEqual([expect.objectContaining({ id: unitId })]);
    expect((await read()).json().items).toEqual(sent);

    expect((await itemAction(t, restaurant, 'accept', unitId as string)).statusCode).toBe(200);
    const accepted = (await read()).json().items;
    expect(accepted).toEqual([expect.objectContaining({ id: unitId, orderItemStatus: 'PREPARING' })]);
    expect(accepted[0].orderItemStatus).not.toBe(sent[0].orderItemStatus);

    const unknown = '/order?orderId=00000000-0000-4000-8000-000000000000';
    expect((await callAs(t, null, 'GET', unknown)).statusCode).toBe(404);
    expect((await callAs(t, null, 'GET', unknown)).statusCode).toBe(404);
  });
});

// Two server processes on one PostgreSQL: each keeps its own answers, and a change made through one
// reaches the other's cache by notification.
describe.runIf(inject('testDbKind') === 'postgres')('the answer cache across server processes', () => {
  const { first, second } = useTwoProcesses();

  it("refreshes the other process's kept answer when the change's notification arrives", async () => {
    const merchant = await createMerchantFixture(first.app);
    const consumer = await createQueueEntryFixture(first, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    await pollQueue(second.app, consumer);
    expect((await pollQueue(second.app, consumer)).json()).toMatchObject({ status: 'IN_QUEUE' });
    const call = await callAs(first, merchant, 'POST', `/queue/call?queueId=${consumer.id}`);
    expect(call.statusCode).toBe(200);
    // The second process has heard every commit before this point once its own marker comes back.
    expect(await second.app.syncLive()).toBe(true);
    expect((await pollQueue(second.app, consumer)).json()).toMatchObject({ status: 'CALLED' });
  });

  it('stops using the cache while its listening connection is lost, and starts again after', async () => {
    const merchant = await createMerchantFixture(first.app);
    const consumer = await createQueueEntryFixture(first, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    await pollQueue(second.app, consumer);
    await first.database.pool?.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN suavez_live%' AND pid <> pg_backend_pid()`,
    );
    await waitUntil(() => !second.app.answerCache.isAvailable);
    // While nobody listens, a change cannot reach the cache: it must not answer from it.
    await callAs(first, merchant, 'POST', `/queue/call?queueId=${consumer.id}`);
    expect((await pollQueue(second.app, consumer)).json()).toMatchObject({ status: 'CALLED' });
    await waitUntil(() => second.app.answerCache.isAvailable && first.app.answerCache.isAvailable);
    await pollQueue(second.app, consumer);
    const hits = second.app.answerCache.stats.hits;
    expect((await pollQueue(second.app, consumer)).json()).toMatchObject({ status: 'CALLED' });
    expect(second.app.answerCache.stats.hits).toBe(hits + 1);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
