import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { joinQueue } from '#api/modules/queue/join-queue.service';
import { transitionQueueEntry } from '#api/modules/queue/transition-queue-entry.service';
import { useTestApp } from '#test/test-app';

describe('deadline sweeper', () => {
  const t = useTestApp({ config: { deadlineSweepMs: 20 } });

  it('applies a passed deadline in the background, without anyone reading the entry', async () => {
    const db = t.database.db;
    const [merchant] = await db
      .insert(merchants)
      .values({ name: 'Bar', shortId: 'swept1', open: true })
      .returning();
    const [consumer] = await db.insert(consumers).values({ phone: '11988887777', name: 'Ana' }).returning();
    const entry = await joinQueue({
      db,
      clock: t.clock,
      merchantId: merchant?.id as string,
      consumerId: consumer?.id as string,
      slot: 2,
    });
    for (const event of ['accept', 'call'] as const) {
      await transitionQueueEntry({ db, clock: t.clock, queueEntryId: entry.id, event, actor: 'merchant' });
    }
    t.clock.advance(5 * 60_000);
    let status: string | undefined;
    for (let i = 0; i < 100 && status !== 'CALLED_NOT_ANSWERED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [{ status } = { status: undefined }] = await db
        .select({ status: queueEntries.status })
        .from(queueEntries)
        .where(eq(queueEntries.id, entry.id));
    }
    expect(status).toBe('CALLED_NOT_ANSWERED');
  });
});
