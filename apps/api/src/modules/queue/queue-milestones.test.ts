import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueEntries } from '#api/db/schema/queue.schema';
import { createConsumerFixture, createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { countLiveEvents, readMilestones } from './queue-milestones-test-helpers';

// Migration 0005: the milestone columns are kept by a trigger from last_status_at (the injected clock's
// time, never the database's now()) at every status change (the backfill: queue-milestones-backfill.test.ts).

const t = useTestApp();
let merchant: MerchantFixture;

beforeAll(async () => {
  // Months before the real date: a milestone that took the database's now() would show.
  t.clock.set(new Date('2026-03-09T15:00:00Z'));
  merchant = await createMerchantFixture(t.app);
}, 60_000);

const milestonesOf = (id: string) => readMilestones(t.database.db, id);
const liveEventCount = (id: string) => countLiveEvents(t.database.db, id);

/**
 * A consumer joins through the API `minutes` after the last change; answers the entry id and the consumer.
 */
async function joinAfter(minutes: number) {
  t.clock.advance(minutes * 60_000);
  const consumer = await createConsumerFixture(t.app);
  const res = await callAs(t, consumer, 'POST', '/queue', {
    merchant: { id: merchant.merchantId },
    consumer: { id: consumer.consumerId },
    slot: 2,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, consumer };
}

/** Moves the clock `minutes` on, then makes one API call that must succeed with one live event. */
async function step(id: string, minutes: number, call: () => ReturnType<typeof callAs>) {
  t.clock.advance(minutes * 60_000);
  const before = await liveEventCount(id);
  const res = await call();
  expect(res.statusCode, res.body).toBe(200);
  expect(await liveEventCount(id)).toBe(before + 1);
  return t.clock.now();
}

describe('queue entry milestones (trigger)', () => {
  it('dates the first call, the check-in and the checkout with the clock of each change', async () => {
    const { id } = await joinAfter(0);
    expect(await milestonesOf(id)).toMatchObject({ calledAt: null, leftWaitingAt: null });
    await step(id, 1, () => callAs(t, merchant, 'POST', `/queue/accept?queueId=${id}`));
    expect(await milestonesOf(id)).toMatchObject({ status: 'IN_QUEUE', calledAt: null, leftWaitingAt: null });
    const calledAt = await step(id, 9, () => callAs(t, merchant, 'POST', `/queue/call?queueId=${id}`));
    const checkedInAt = await step(id, 3, () => callAs(t, merchant, 'POST', `/queue/checkin?queueId=${id}`));
    expect(await milestonesOf(id)).toEqual({
      status: 'CHECK_IN',
      calledAt,
      checkedInAt,
      checkedOutAt: null,
      leftWaitingAt: calledAt,
    });
    const checkedOutAt = await step(id, 50, () =>
      callAs(t, merchant, 'POST', `/queue/checkout?queueId=${id}`),
    );
    expect(checkedOutAt.toISOString()).toBe('2026-03-09T16:03:00.000Z');
    expect(await milestonesOf(id)).toEqual({
      status: 'CHECK_OUT',
      calledAt,
      checkedInAt,
      checkedOutAt,
      leftWaitingAt: calledAt,
    });
  });

  it('dates leaving the queue without a call, and an expired call at its deadline', async () => {
    const walkAway = await joinAfter(30);
    const quitAt = await step(walkAway.id, 7, () =>
      callAs(t, walkAway.consumer, 'POST', `/queue/quit?queueId=${walkAway.id}&reason=Outros`),
    );
    expect(await milestonesOf(walkAway.id)).toMatchObject({ calledAt: null, leftWaitingAt: quitAt });

    const silent = await joinAfter(30);
    await step(silent.id, 0, () => callAs(t, merchant, 'POST', `/queue/accept?queueId=${silent.id}`));
    const calledAt = await step(silent.id, 4, () =>
      callAs(t, merchant, 'POST', `/queue/call?queueId=${silent.id}`),
    );
    t.clock.advance(60 * 60_000);
    await expireQueueDeadlines({ db: t.database.db, clock: t.clock, filter: { queueEntryId: silent.id } });
    expect(await milestonesOf(silent.id)).toEqual({
      status: 'CALLED_NOT_ANSWERED',
      calledAt,
      checkedInAt: null,
      checkedOutAt: null,
      leftWaitingAt: calledAt,
    });
  });

  it('keeps the first time when a status comes back, and ignores an update that keeps the status', async () => {
    const { id } = await joinAfter(30);
    await step(id, 0, () => callAs(t, merchant, 'POST', `/queue/accept?queueId=${id}`));
    const calledAt = await step(id, 2, () => callAs(t, merchant, 'POST', `/queue/call?queueId=${id}`));
    const db = t.database.db;
    const before = await liveEventCount(id);
    // The state machine never calls an entry twice; the database keeps the first call even if a row does.
    await db
      .update(queueEntries)
      .set({ status: 'IN_QUEUE', lastStatusAt: new Date(calledAt.getTime() + 3 * 60_000) })
      .where(eq(queueEntries.id, id));
    await db
      .update(queueEntries)
      .set({ status: 'CALLED', lastStatusAt: new Date(calledAt.getTime() + 7 * 60_000) })
      .where(eq(queueEntries.id, id));
    await db
      .update(queueEntries)
      .set({ status: sql`${queueEntries.status}` })
      .where(eq(queueEntries.id, id));
    expect(await milestonesOf(id)).toMatchObject({ status: 'CALLED', calledAt, leftWaitingAt: calledAt });
    expect(await liveEventCount(id)).toBe(before + 2);
  });
});
