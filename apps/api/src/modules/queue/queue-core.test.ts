import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { AppError } from '#api/lib/app-error';
import { insertConsumerRow, insertMerchantRow } from '#test/fixture-rows';
import { useTestApp } from '#test/test-app';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { joinQueue } from './join-queue.service';
import { listQueueHistory } from './queue.repository';
import { transitionQueueEntry } from './transition-queue-entry.service';

const t = useTestApp();
let merchantId: string;
let phoneSeq = 0;

async function newConsumer(): Promise<string> {
  phoneSeq += 1;
  return insertConsumerRow(t.database.db, {
    phone: `119${String(phoneSeq).padStart(8, '0')}`,
    name: `Cliente ${phoneSeq}`,
  });
}

async function historyOf(id: string) {
  return t.database.db.select().from(queueEntryHistory).where(eq(queueEntryHistory.queueEntryId, id));
}

async function statusOf(id: string) {
  const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, id));
  return row?.status;
}

function transition(
  queueEntryId: string,
  event: Parameters<typeof transitionQueueEntry>[0]['event'],
  actor: 'merchant' | 'consumer' | 'system' = 'merchant',
) {
  return transitionQueueEntry({ db: t.database.db, clock: t.clock, queueEntryId, event, actor });
}

async function seatedAt(status: 'IN_QUEUE' | 'CALLED' | 'ACCEPTED_RESTAURANT_CALL'): Promise<string> {
  const entry = await joinQueue({
    db: t.database.db,
    clock: t.clock,
    merchantId,
    consumerId: await newConsumer(),
    slot: 2,
  });
  await transition(entry.id, 'accept');
  if (status === 'IN_QUEUE') return entry.id;
  await transition(entry.id, 'call');
  if (status === 'CALLED') return entry.id;
  await transition(entry.id, 'answer', 'consumer');
  return entry.id;
}

beforeAll(async () => {
  merchantId = await insertMerchantRow(t.database.db, {
    name: 'Cantina Teste',
    shortId: 'teste1',
    open: true,
  });
});

describe('joining the queue', () => {
  it('waits for confirmation unless the merchant auto-accepts, with a first history row', async () => {
    const waiting = await joinQueue({
      db: t.database.db,
      clock: t.clock,
      merchantId,
      consumerId: await newConsumer(),
      slot: 3,
    });
    expect(waiting.status).toBe('WAITING_CONFIRMATION');
    expect((await historyOf(waiting.id)).map((h) => h.status)).toEqual(['WAITING_CONFIRMATION']);

    await t.database.db
      .update(merchants)
      .set({ autoAcceptConsumer: true })
      .where(eq(merchants.id, merchantId));
    const accepted = await joinQueue({
      db: t.database.db,
      clock: t.clock,
      merchantId,
      consumerId: await newConsumer(),
      slot: 1,
    });
    expect(accepted.status).toBe('IN_QUEUE');
    await t.database.db
      .update(merchants)
      .set({ autoAcceptConsumer: false })
      .where(eq(merchants.id, merchantId));
  });

  it('refuses a closed restaurant and an unknown one', async () => {
    const [closed] = await t.database.db
      .insert(merchants)
      .values({ name: 'Fechado', shortId: 'fecha1', open: false })
      .returning({ id: merchants.id });
    const consumerId = await newConsumer();
    await expect(
      joinQueue({ db: t.database.db, clock: t.clock, merchantId: closed?.id as string, consumerId, slot: 2 }),
    ).rejects.toMatchObject({ code: 'INVALID_TRANSITION', message: expect.stringContaining('fechado') });
    await expect(
      joinQueue({
        db: t.database.db,
        clock: t.clock,
        merchantId: '00000000-0000-4000-8000-000000000000',
        consumerId,
        slot: 2,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps one active entry per consumer under 20 concurrent joins', async () => {
    const consumerId = await newConsumer();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        joinQueue({ db: t.database.db, clock: t.clock, merchantId, consumerId, slot: 2 }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toHaveLength(1);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((r as PromiseRejectedResult).reason.code).toBe('CONFLICT');
    }
    const rows = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.consumerId, consumerId));
    expect(rows).toHaveLength(1);
  });
});

describe('transitions', () => {
  it('lets exactly one of 20 concurrent calls succeed, with one history row', async () => {
    const id = await seatedAt('IN_QUEUE');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => transition(id, 'call')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason.code).toBe('INVALID_TRANSITION');
    }
    expect((await historyOf(id)).filter((h) => h.status === 'CALLED')).toHaveLength(1);
    expect(await statusOf(id)).toBe('CALLED');
  });

  it('refuses an event the table forbids, and an actor who may not fire it, changing nothing', async () => {
    const id = await seatedAt('IN_QUEUE');
    const before = await historyOf(id);
    // Each side reads the status in its own words.
    await expect(transition(id, 'answer', 'consumer')).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Esta ação não é permitida no status atual (Entrou na fila).',
    });
    await expect(transition(id, 'checkIn', 'merchant')).rejects.toMatchObject({
      message: 'Esta ação não é permitida no status atual (Na fila).',
    });
    await expect(transition(id, 'call', 'consumer')).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(await statusOf(id)).toBe('IN_QUEUE');
    expect(await historyOf(id)).toHaveLength(before.length);
  });

  it('checks who is calling on the locked row before changing anything', async () => {
    const id = await seatedAt('IN_QUEUE');
    await expect(
      transitionQueueEntry({
        db: t.database.db,
        clock: t.clock,
        queueEntryId: id,
        event: 'call',
        actor: 'merchant',
        isCallers: () => false,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await statusOf(id)).toBe('IN_QUEUE');
  });

  it("refuses an unknown entry to a caller as it refuses another's, and reports it to the system", async () => {
    const unknown = randomUUID();
    const base = {
      db: t.database.db,
      clock: t.clock,
      queueEntryId: unknown,
      event: 'call',
      actor: 'merchant',
    } as const;
    await expect(transitionQueueEntry({ ...base, isCallers: () => true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(transitionQueueEntry(base)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads history back in the order it was written, even within one millisecond', async () => {
    const id = await seatedAt('ACCEPTED_RESTAURANT_CALL');
    const rows = await listQueueHistory(t.database.db, [{ id, merchantId }]);
    expect(rows.map((row) => row.status)).toEqual([
      'WAITING_CONFIRMATION',
      'IN_QUEUE',
      'CALLED',
      'ACCEPTED_RESTAURANT_CALL',
    ]);
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(1);
  });

  it('records the reason of a removal in the entry and its history', async () => {
    const id = await seatedAt('IN_QUEUE');
    const removed = await transitionQueueEntry({
      db: t.database.db,
      clock: t.clock,
      queueEntryId: id,
      event: 'remove',
      actor: 'merchant',
      reason: 'Não compareceu',
    });
    expect(removed).toMatchObject({
      status: 'CANCELLED_BY_MERCHANT',
      reason: 'Não compareceu',
      deadlineAt: null,
    });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      status: 'CANCELLED_BY_MERCHANT',
      reason: 'Não compareceu',
    });
  });
});

describe('deadlines', () => {
  it('sets a 5-minute deadline when called and expires it to CALLED_NOT_ANSWERED, dated at the deadline', async () => {
    const id = await seatedAt('CALLED');
    const calledAt = t.clock.now();
    const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, id));
    expect(row?.deadlineAt?.getTime()).toBe(calledAt.getTime() + 5 * 60_000);

    t.clock.advance(5 * 60_000 - 1);
    await expireQueueDeadlines({ db: t.database.db, clock: t.clock, filter: { queueEntryId: id } });
    expect(await statusOf(id)).toBe('CALLED');

    t.clock.advance(1);
    expect(
      await expireQueueDeadlines({ db: t.database.db, clock: t.clock, filter: { queueEntryId: id } }),
    ).toBe(1);
    expect(await statusOf(id)).toBe('CALLED_NOT_ANSWERED');
    const last = (await historyOf(id)).at(-1);
    expect(last).toMatchObject({ status: 'CALLED_NOT_ANSWERED' });
    expect(last?.createdAt.getTime()).toBe(calledAt.getTime() + 5 * 60_000);
  });

  it('judges an event against the expired status, and keeps the expiry when refusing it', async () => {
    const id = await seatedAt('CALLED');
    t.clock.advance(6 * 60_000);
    await expect(transition(id, 'answer', 'consumer')).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(await statusOf(id)).toBe('CALLED_NOT_ANSWERED');
  });

  it('turns an accepted call into NOT_PRESENT 5 minutes after the answer', async () => {
    const id = await seatedAt('ACCEPTED_RESTAURANT_CALL');
    t.clock.advance(5 * 60_000);
    await expireQueueDeadlines({ db: t.database.db, clock: t.clock });
    expect(await statusOf(id)).toBe('NOT_PRESENT');
  });

  it('expires each entry exactly once with several sweepers at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => seatedAt('CALLED')));
    t.clock.advance(5 * 60_000);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () =>
        expireQueueDeadlines({ db: t.database.db, clock: t.clock, batchSize: 2 }),
      ),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) {
      expect(await statusOf(id)).toBe('CALLED_NOT_ANSWERED');
      expect((await historyOf(id)).filter((h) => h.status === 'CALLED_NOT_ANSWERED')).toHaveLength(1);
    }
  });
});
