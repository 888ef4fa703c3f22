import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '#api/db/migrate';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { useFixture, useTestApp } from '#test/test-app';
import { countLiveEvents, readMilestones } from './queue-milestones-test-helpers';

// Migration 0005 fills the milestone columns of the entries stored before it from their history.

const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app));

const milestonesOf = (id: string) => readMilestones(t.database.db, id);
const liveEventCount = (id: string) => countLiveEvents(t.database.db, id);

/** The migration's backfill statements, as committed (from disabling the live trigger to enabling it). */
function backfillStatements(): string[] {
  const text = readFileSync(join(migrationsFolder, '0005_queue_milestones.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((part) => part.trim());
  const first = statements.findIndex((part) => part.includes('DISABLE TRIGGER'));
  const last = statements.findIndex((part) => part.includes('ENABLE TRIGGER'));
  expect(first).toBeGreaterThan(0);
  return statements.slice(first, last + 1);
}

describe('queue entry milestones (backfill of migration 0005)', () => {
  it('fills each entry from its history, without live events, leaving entries without history alone', async () => {
    const db = t.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 2, 12, minutes));
    const stored: Record<string, { status: QueueStatus; path: [QueueStatus, number][] }> = {
      table: {
        status: 'CHECK_OUT',
        path: [
          ['WAITING_CONFIRMATION', 0],
          ['IN_QUEUE', 1],
          ['CALLED', 12],
          ['ACCEPTED_RESTAURANT_CALL', 13],
          ['CHECK_IN', 16],
          ['CHECK_OUT', 70],
        ],
      },
      walkAway: {
        status: 'CANCELLED_BY_CONSUMER',
        path: [
          ['IN_QUEUE', 0],
          ['CANCELLED_BY_CONSUMER', 8],
        ],
      },
      waiting: {
        status: 'IN_QUEUE',
        path: [
          ['WAITING_CONFIRMATION', 0],
          ['IN_QUEUE', 3],
        ],
      },
      noHistory: { status: 'IN_QUEUE', path: [] },
    };
    const ids: Record<string, string> = {};
    for (const [name, entry] of Object.entries(stored)) {
      const consumer = await createConsumerFixture(t.app);
      const last = entry.path.at(-1)?.[1] ?? 0;
      const [row] = await db
        .insert(queueEntries)
        .values({
          merchantId: merchant.merchantId,
          consumerId: consumer.consumerId,
          status: entry.status,
          slot: 2,
          joinedAt: at(0),
          lastStatusAt: at(last),
        })
        .returning({ id: queueEntries.id });
      const id = row?.id as string;
      ids[name] = id;
      if (entry.path.length > 0) {
        await db.insert(queueEntryHistory).values(
          entry.path.map(([status, minutes]) => ({
            merchantId: merchant.merchantId,
            queueEntryId: id,
            status,
            createdAt: at(minutes),
          })),
        );
      }
      // As stored before 0005: no milestones (an update that leaves the status alone leaves them so).
      await db
        .update(queueEntries)
        .set({ calledAt: null, checkedInAt: null, checkedOutAt: null, leftWaitingAt: null })
        .where(eq(queueEntries.id, id));
    }
    const events = await Promise.all(Object.values(ids).map(liveEventCount));

    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    expect(await milestonesOf(ids.table as string)).toEqual({
      status: 'CHECK_OUT',
      calledAt: at(12),
      checkedInAt: at(16),
      checkedOutAt: at(70),
      leftWaitingAt: at(12),
    });
    expect(await milestonesOf(ids.walkAway as string)).toMatchObject({
      calledAt: null,
      leftWaitingAt: at(8),
    });
    for (const name of ['waiting', 'noHistory']) {
      expect(await milestonesOf(ids[name] as string)).toMatchObject({
        calledAt: null,
        checkedInAt: null,
        checkedOutAt: null,
        leftWaitingAt: null,
      });
    }
    expect(await Promise.all(Object.values(ids).map(liveEventCount))).toEqual(events);
    // The live trigger is back on after the backfill.
    const waiting = ids.waiting as string;
    await db.update(queueEntries).set({ slot: 3 }).where(eq(queueEntries.id, waiting));
    expect(await liveEventCount(waiting)).toBe((events[2] as number) + 1);
  });
});
