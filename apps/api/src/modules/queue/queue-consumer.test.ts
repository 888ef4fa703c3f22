import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { postJoinQueue } from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { useFixture, useTestApp } from '#test/test-app';
import { ALREADY_IN_QUEUE_MESSAGE, STORE_CLOSED_MESSAGE } from './join-queue.service';
import { transitionQueueEntry } from './transition-queue-entry.service';

const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app, { name: 'Cantina Fila' }));
const autoMerchant = useFixture(() => createMerchantFixture(t.app, { autoAcceptConsumer: true }));

type Consumer = Awaited<ReturnType<typeof createConsumerFixture>>;

function join(consumer: Consumer, merchantId: string, slot = 2, consumerId = consumer.consumerId) {
  return postJoinQueue(t.app, { merchantId, consumerId, slot }, { cookies: consumer.cookies });
}

function read(path: '/api/queue' | '/api/queue/last', consumerId: string, cookies: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `${path}?consumerId=${consumerId}`, cookies });
}

const accept = (queueEntryId: string) =>
  transitionQueueEntry({
    db: t.database.db,
    clock: t.clock,
    queueEntryId,
    event: 'accept',
    actor: 'merchant',
  });

describe('POST /queue', () => {
  it("joins and answers the consumer's view of the entry", async () => {
    const consumer = await createConsumerFixture(t.app, { name: 'Olga', phone: '11991110000' });
    const res = await join(consumer, merchant.merchantId, 4);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      status: 'WAITING_CONFIRMATION',
      lastStatusAt: t.clock.now().toISOString(),
      joinedAt: t.clock.now().toISOString(),
      reason: null,
      slot: 4,
      history: [{ status: 'WAITING_CONFIRMATION', reason: null, createdAt: t.clock.now().toISOString() }],
      consumer: { id: consumer.consumerId, name: 'Olga', phone: '11991110000' },
      merchant: {
        id: merchant.merchantId,
        name: 'Cantina Fila',
        address: '',
        description: '',
        cover: null,
        icon: null,
      },
      // First among WAITING_CONFIRMATION (docs/queue.md#positions); no history at this merchant, so no
      // estimate.
      position: 1,
      waitEstimate: null,
      deadlineAt: null,
    });
  });

  it('goes straight into the queue when the merchant auto-accepts, with its position', async () => {
    const first = await createConsumerFixture(t.app);
    const second = await createConsumerFixture(t.app);
    expect((await join(first, autoMerchant.merchantId)).json()).toMatchObject({
      status: 'IN_QUEUE',
      position: 1,
    });
    t.clock.advance(1000);
    expect((await join(second, autoMerchant.merchantId)).json()).toMatchObject({ position: 2 });
  });

  it('refuses a second active entry with 409, leaving the first untouched', async () => {
    const consumer = await createConsumerFixture(t.app);
    const first = (await join(consumer, merchant.merchantId)).json();
    const again = await join(consumer, autoMerchant.merchantId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: ALREADY_IN_QUEUE_MESSAGE });
    expect((await read('/api/queue', consumer.consumerId, consumer.cookies)).json()).toMatchObject({
      id: first.id,
      status: 'WAITING_CONFIRMATION',
    });
  });

  it('keeps one active entry per consumer under 20 concurrent joins', async () => {
    const consumer = await createConsumerFixture(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(consumer, merchant.merchantId)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.consumerId, consumer.consumerId));
    expect(rows).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(queueEntryHistory)
      .where(eq(queueEntryHistory.queueEntryId, rows[0]?.id as string));
    expect(history).toHaveLength(1);
  });

  it('refuses a closed restaurant (409) and an unknown one (404)', async () => {
    const closed = await createMerchantFixture(t.app, { open: false });
    const consumer = await createConsumerFixture(t.app);
    const res = await join(consumer, closed.merchantId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STORE_CLOSED_MESSAGE);
    expect((await join(consumer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it.each([0, 21, 2.5])('refuses the party size %s with 400', async (slot) => {
    const consumer = await createConsumerFixture(t.app);
    const res = await join(consumer, merchant.merchantId, slot);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.slot');
  });

  it("refuses to join in someone else's name (403) and without a session (401)", async () => {
    const consumer = await createConsumerFixture(t.app);
    const other = await createConsumerFixture(t.app);
    const res = await join(consumer, merchant.merchantId, 2, other.consumerId);
    expect(res.statusCode).toBe(403);
    expect((await read('/api/queue/last', other.consumerId, other.cookies)).statusCode).toBe(404);
    expect((await join({ ...consumer, cookies: {} }, merchant.merchantId)).statusCode).toBe(401);
  });
});

describe('GET /queue and GET /queue/last', () => {
  it('answer the active entry, 404 when none, and the last entry of any status', async () => {
    const consumer = await createConsumerFixture(t.app);
    const none = await read('/api/queue', consumer.consumerId, consumer.cookies);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Você não está em nenhuma fila no momento.');
    expect((await read('/api/queue/last', consumer.consumerId, consumer.cookies)).statusCode).toBe(404);

    const { id } = (await join(consumer, merchant.merchantId)).json();
    t.clock.advance(1000);
    await accept(id);
    const active = (await read('/api/queue', consumer.consumerId, consumer.cookies)).json();
    expect(active).toMatchObject({ id, status: 'IN_QUEUE', position: expect.any(Number) });
    expect(active.history.map((item: { status: string }) => item.status)).toEqual([
      'WAITING_CONFIRMATION',
      'IN_QUEUE',
    ]);

    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: `/api/queue/quit?queueId=${id}&reason=Outros`,
      cookies: consumer.cookies,
    });
    expect((await read('/api/queue', consumer.consumerId, consumer.cookies)).statusCode).toBe(404);
    expect((await read('/api/queue/last', consumer.consumerId, consumer.cookies)).json()).toMatchObject({
      id,
      status: 'CANCELLED_BY_CONSUMER',
      reason: 'Outros',
      position: null,
    });
  });

  it("refuses another consumer's consumerId with 403 and a missing session with 401", async () => {
    const consumer = await createConsumerFixture(t.app);
    const other = await createConsumerFixture(t.app);
    await join(other, merchant.merchantId);
    for (const path of ['/api/queue', '/api/queue/last'] as const) {
      const res = await read(path, other.consumerId, consumer.cookies);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await read(path, other.consumerId, {})).statusCode).toBe(401);
      expect((await read(path, other.consumerId, { sv_consumer: 'forjado' })).statusCode).toBe(401);
    }
  });
});
