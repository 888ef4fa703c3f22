import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useFixture, useTestApp } from '#test/test-app';
import {
  compareAndSetQueueStatus,
  findMerchantQueueEntry,
  listQueueHistory,
  lockQueueEntry,
} from './queue.repository';
import { listTableUnits } from './queue-table.repository';
import { findEntryView } from './queue-view.repository';

// The queue's reads and writes by key name the merchant too (docs/scaling.md#queries): with someone else's
// merchant id they find nothing and change nothing, whatever the key.

const t = useTestApp();
const owner = useFixture(() => createMerchantFixture(t.app));
const stranger = useFixture(() => createMerchantFixture(t.app));

describe('queue queries by key', () => {
  it("find the merchant's own entry, and nothing with another merchant's id", async () => {
    const entry = await createQueueEntryFixture(t, { merchantId: owner.merchantId, status: 'CHECK_IN' });
    const db = t.database.db;
    const own = { id: entry.id, merchantId: owner.merchantId };
    const foreign = { id: entry.id, merchantId: stranger.merchantId };

    expect(await findMerchantQueueEntry(db, own)).toMatchObject({ id: entry.id, status: 'CHECK_IN' });
    expect(await findMerchantQueueEntry(db, foreign)).toBeUndefined();
    expect(await db.transaction((tx) => lockQueueEntry(tx, own))).toMatchObject({ id: entry.id });
    expect(await db.transaction((tx) => lockQueueEntry(tx, foreign))).toBeUndefined();
    expect(await findEntryView(db, own)).toMatchObject({ id: entry.id });
    expect(await findEntryView(db, foreign)).toBeUndefined();
    expect((await listQueueHistory(db, [own])).length).toBeGreaterThan(0);
    expect(await listQueueHistory(db, [foreign])).toEqual([]);
    expect(await listTableUnits(db, foreign)).toEqual([]);

    const cas = await compareAndSetQueueStatus(db, {
      ...foreign,
      expected: 'CHECK_IN',
      next: 'CHECK_OUT',
      reason: null,
      at: t.clock.now(),
      deadlineAt: null,
    });
    expect(cas).toBeUndefined();
    expect(await findMerchantQueueEntry(db, own)).toMatchObject({ status: 'CHECK_IN' });
  });
});
