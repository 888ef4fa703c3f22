import {
  DEADLINE_EXTENSION_MS,
  deadlineExtensionRefusals,
} from '@suavez/shared/domain/queue-deadline-extension';
import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '#api/db/schema/live.schema';
import { notifications } from '#api/db/schema/notification.schema';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { createMerchantFixture, createQueueEntryFixture, type QueueEntryFixture } from '#test/fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';

// '+5 min' (docs/notifications.md#more-time): the host gives a called consumer more time, twice at most; the
// sweeper, every reader and the consumer's countdown follow the moved deadline.
const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app));
const other = useFixture(() => createMerchantFixture(t.app));

const extend = (id: string, who: { authorization?: string } | null = merchant) =>
  callAs(t, who, 'POST', `/queue/extend?queueId=${id}`);

const entryAt = (status: 'IN_QUEUE' | 'CALLED' | 'ACCEPTED_RESTAURANT_CALL' | 'CHECK_IN') =>
  createQueueEntryFixture(t, { merchantId: merchant.merchantId, status });

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(queueEntries).where(eq(queueEntries.id, id));
  if (!row) throw new Error(`no entry ${id}`);
  return row;
}

async function historyOf(id: string) {
  const rows = await t.database.db
    .select({ status: queueEntryHistory.status, at: queueEntryHistory.createdAt })
    .from(queueEntryHistory)
    .where(eq(queueEntryHistory.queueEntryId, id))
    .orderBy(queueEntryHistory.seq);
  return rows.map((row) => ({ status: row.status, at: row.at.toISOString() }));
}

const consumerView = async (entry: QueueEntryFixture) =>
  (await callAs(t, entry, 'GET', `/queue?consumerId=${entry.consumerId}`)).json();

const sweep = () => expireQueueDeadlines({ db: t.database.db, clock: t.clock });

describe('POST /queue/extend', () => {
  it('moves a call’s deadline 5 minutes, keeping its status, time and history; everyone reads it', async () => {
    const entry = await entryAt('CALLED');
    const before = await rowOf(entry.id);
    const history = await historyOf(entry.id);
    const liveBefore = await countLiveEvents(entry.id);
    t.clock.advance(60_000);

    const res = await extend(entry.id);
    expect(res.statusCode).toBe(200);
    const deadline = new Date((before.deadlineAt as Date).getTime() + DEADLINE_EXTENSION_MS).toISOString();
    expect(res.json()).toEqual({
      id: entry.id,
      status: 'CALLED',
      deadlineAt: deadline,
      deadlineExtensions: 1,
    });

    const after = await rowOf(entry.id);
    expect(after).toMatchObject({
      status: 'CALLED',
      lastStatusAt: before.lastStatusAt,
      deadlineExtensions: 1,
    });
    expect(await historyOf(entry.id)).toEqual(history);
    // The entry's update is a live event: the consumer's page and the host's screens read again.
    expect(await countLiveEvents(entry.id)).toBe(liveBefore + 1);

    expect(await consumerView(entry)).toMatchObject({ status: 'CALLED', deadlineAt: deadline });
    const list = await callAs(
      t,
      merchant,
      'GET',
      `/queue/current?merchantId=${merchant.merchantId}&status=CALLED`,
    );
    expect(list.json().find((row: { id: string }) => row.id === entry.id)).toMatchObject({
      deadlineAt: deadline,
      deadlineExtensions: 1,
    });
  });

  it('gives a consumer on the way more time too, twice at most, then answers 409 with the reason', async () => {
    const entry = await entryAt('ACCEPTED_RESTAURANT_CALL');
    const first = (await rowOf(entry.id)).deadlineAt as Date;
    expect((await extend(entry.id)).json()).toMatchObject({
      status: 'ACCEPTED_RESTAURANT_CALL',
      deadlineExtensions: 1,
    });
    expect((await extend(entry.id)).json().deadlineExtensions).toBe(2);
    const third = await extend(entry.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: deadlineExtensionRefusals.limit,
    });
    const row = await rowOf(entry.id);
    expect(row.deadlineExtensions).toBe(2);
    expect(row.deadlineAt?.getTime()).toBe(first.getTime() + 2 * DEADLINE_EXTENSION_MS);
  });

  it('counts per entry: extensions of the call still count after the consumer confirms it', async () => {
    const entry = await entryAt('CALLED');
    await extend(entry.id);
    await extend(entry.id);
    const answered = await callAs(t, entry, 'POST', `/queue/call/answer?queueId=${entry.id}&answer=true`);
    expect(answered.json().status).toBe('ACCEPTED_RESTAURANT_CALL');
    // The arrival deadline is 5 minutes from the answer, as always.
    const row = await rowOf(entry.id);
    expect(row.deadlineAt?.getTime()).toBe(row.lastStatusAt.getTime() + CALL_ANSWER_DEADLINE_MS);
    expect((await extend(entry.id)).json().message).toBe(deadlineExtensionRefusals.limit);
  });

  it('refuses an entry that is not called or on the way (409) and changes nothing', async () => {
    for (const status of ['IN_QUEUE', 'CHECK_IN'] as const) {
      const entry = await entryAt(status);
      const before = await rowOf(entry.id);
      const res = await extend(entry.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(deadlineExtensionRefusals.status);
      expect(await rowOf(entry.id)).toEqual(before);
    }
  });

  it('refuses a call whose deadline already passed, and keeps the expiry', async () => {
    const entry = await entryAt('CALLED');
    t.clock.advance(CALL_ANSWER_DEADLINE_MS);
    const res = await extend(entry.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(deadlineExtensionRefusals.status);
    expect((await rowOf(entry.id)).status).toBe('CALLED_NOT_ANSWERED');
  });

  it('refuses bad input (400), no session (401), another merchant’s or an unknown entry (403)', async () => {
    const entry = await entryAt('CALLED');
    const bad = await callAs(t, merchant, 'POST', '/queue/extend?queueId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Fila inválida');
    expect((await extend(entry.id, null)).statusCode).toBe(401);
    expect((await extend(entry.id, other)).statusCode).toBe(403);
    expect((await extend(crypto.randomUUID())).statusCode).toBe(403);
    expect(
      await callAs(t, entry, 'POST', `/queue/extend?queueId=${entry.id}`).then((r) => r.statusCode),
    ).toBe(401);
    expect((await rowOf(entry.id)).deadlineExtensions).toBe(0);
  });
});

describe("the 'one minute left' reminder", () => {
  it('is re-armed for the moved deadline, even after it went out for the first one', async () => {
    const entry = await entryAt('CALLED');
    const reminder = async () => {
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.queueEntryId, entry.id), eq(notifications.kind, 'deadline')));
      return row;
    };
    const first = (await rowOf(entry.id)).deadlineAt as Date;
    expect((await reminder())?.dueAt.getTime()).toBe(first.getTime() - 60_000);
    await t.database.db
      .update(notifications)
      .set({ status: 'sent', finishedAt: t.clock.now() })
      .where(and(eq(notifications.queueEntryId, entry.id), eq(notifications.kind, 'deadline')));

    const moved = new Date((await extend(entry.id)).json().deadlineAt);
    expect(await reminder()).toMatchObject({
      channel: 'push',
      status: 'pending',
      dueAt: new Date(moved.getTime() - 60_000),
      nextAttemptAt: new Date(moved.getTime() - 60_000),
      finishedAt: null,
    });
  });
});

describe('two tabs racing for the last extension', () => {
  it('gives one 200 and one 409, and the deadline moves once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const entry = await entryAt('CALLED');
      const start = (await rowOf(entry.id)).deadlineAt as Date;
      expect((await extend(entry.id)).statusCode).toBe(200);
      const answers = await Promise.all([extend(entry.id), extend(entry.id)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((res) => res.statusCode === 409);
      expect(loser?.json().message).toBe(deadlineExtensionRefusals.limit);
      const row = await rowOf(entry.id);
      expect(row.deadlineExtensions).toBe(2);
      expect(row.deadlineAt?.getTime()).toBe(start.getTime() + 2 * DEADLINE_EXTENSION_MS);
    }
  });

  it('three at once from none: two succeed, one by one, and the third is refused', async () => {
    const entry = await entryAt('CALLED');
    const start = (await rowOf(entry.id)).deadlineAt as Date;
    const answers = await Promise.all([extend(entry.id), extend(entry.id), extend(entry.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 409]);
    const counts = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json().deadlineExtensions);
    expect(counts.sort()).toEqual([1, 2]);
    expect((await rowOf(entry.id)).deadlineAt?.getTime()).toBe(start.getTime() + 2 * DEADLINE_EXTENSION_MS);
  });
});

describe('the sweeper and the readers follow the moved deadline', () => {
  it('does not expire an extended call at its first deadline, and expires it at the new one', async () => {
    const entry = await entryAt('CALLED');
    const original = (await rowOf(entry.id)).deadlineAt as Date;
    await extend(entry.id);
    t.clock.set(new Date(original.getTime() + 60_000));
    await sweep();
    expect((await rowOf(entry.id)).status).toBe('CALLED');
    // Every reader applies deadlines too: none of them ends the call early.
    expect(await consumerView(entry)).toMatchObject({ status: 'CALLED' });
    const list = await callAs(
      t,
      merchant,
      'GET',
      `/queue/current?merchantId=${merchant.merchantId}&status=CALLED`,
    );
    expect(list.json().map((row: { id: string }) => row.id)).toContain(entry.id);
    // An event on the entry (the consumer's answer) is judged against the moved deadline as well.
    const extended = new Date(original.getTime() + DEADLINE_EXTENSION_MS);
    t.clock.set(new Date(extended.getTime() - 1));
    await sweep();
    expect((await rowOf(entry.id)).status).toBe('CALLED');

    t.clock.set(extended);
    await sweep();
    expect((await rowOf(entry.id)).status).toBe('CALLED_NOT_ANSWERED');
    // Dated at the deadline it had, not at the first one.
    expect((await historyOf(entry.id)).at(-1)).toEqual({
      status: 'CALLED_NOT_ANSWERED',
      at: extended.toISOString(),
    });
  });

  it('lets a consumer answer after the first deadline when the host gave more time', async () => {
    const entry = await entryAt('CALLED');
    const original = (await rowOf(entry.id)).deadlineAt as Date;
    await extend(entry.id);
    t.clock.set(new Date(original.getTime() + 30_000));
    const answered = await callAs(t, entry, 'POST', `/queue/call/answer?queueId=${entry.id}&answer=true`);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().status).toBe('ACCEPTED_RESTAURANT_CALL');
  });
});

async function countLiveEvents(queueEntryId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(liveEvents)
    .where(and(eq(liveEvents.queueEntryId, queueEntryId), eq(liveEvents.kind, 'queue')));
  return Number(row?.total ?? 0);
}
