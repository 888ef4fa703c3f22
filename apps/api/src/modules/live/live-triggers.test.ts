import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '#api/db/schema/live.schema';
import { orderItems } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { addUnits, createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { useTestApp } from '#test/test-app';
import { pruneLiveEvents } from './live.repository';

// Migration 0004's triggers: every code path that changes an entry, an order or an item writes one event,
// in its own transaction; a change that changes nothing, or is rolled back, writes none.

describe('live event triggers', () => {
  const t = useTestApp();

  const eventsOf = (queueEntryId: string) =>
    t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.queueEntryId, queueEntryId))
      .orderBy(desc(liveEvents.id));

  it("names the entry, its merchant and its owner, on the entry's and its orders' changes", async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const [unit] = await addUnits(t, table, table.orderId, restaurant.sodaId);
    const [latest] = await eventsOf(table.id);
    expect(latest).toMatchObject({
      merchantId: restaurant.merchantId,
      queueEntryId: table.id,
      consumerId: table.consumerId,
      orderId: table.orderId,
      kind: 'order',
    });
    const count = (await eventsOf(table.id)).length;
    await t.database.db.delete(orderItems).where(eq(orderItems.id, unit as string));
    expect(await eventsOf(table.id)).toHaveLength(count + 1);
  });

  it('writes nothing for an update that changes nothing, or a rolled-back change', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const before = (await eventsOf(table.id)).length;
    const db = t.database.db;
    await db
      .update(queueEntries)
      .set({ slot: sql`${queueEntries.slot}` })
      .where(eq(queueEntries.id, table.id));
    await db
      .transaction(async (tx) => {
        await tx.update(queueEntries).set({ slot: 7 }).where(eq(queueEntries.id, table.id));
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await eventsOf(table.id)).toHaveLength(before);
  });

  it('writes one event for many changes of one thing in one transaction', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const before = (await eventsOf(table.id)).length;
    await t.database.db.transaction(async (tx) => {
      for (const slot of [3, 4, 5]) {
        await tx.update(queueEntries).set({ slot }).where(eq(queueEntries.id, table.id));
      }
    });
    expect(await eventsOf(table.id)).toHaveLength(before + 1);
  });

  it('writes one event across savepoints, and a rolled-back savepoint takes its event and its mark', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const before = (await eventsOf(table.id)).length;
    // An audited action runs its service's own transaction as a savepoint of the audit's (migration 0014).
    await t.database.db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.update(queueEntries).set({ slot: 3 }).where(eq(queueEntries.id, table.id));
          throw new Error('rollback');
        })
        .catch(() => {});
      await tx.transaction(async (inner) => {
        await inner.update(queueEntries).set({ slot: 4 }).where(eq(queueEntries.id, table.id));
      });
      await tx.transaction(async (inner) => {
        await inner.update(queueEntries).set({ slot: 5 }).where(eq(queueEntries.id, table.id));
      });
      await tx.update(queueEntries).set({ slot: 6 }).where(eq(queueEntries.id, table.id));
    });
    expect(await eventsOf(table.id)).toHaveLength(before + 1);
    // The next transaction starts unmarked.
    await t.database.db.update(queueEntries).set({ slot: 7 }).where(eq(queueEntries.id, table.id));
    expect(await eventsOf(table.id)).toHaveLength(before + 2);
  });

  it('prunes events older than the kept window, and only those', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const events = await eventsOf(table.id);
    const oldest = events.at(-1)?.id as number;
    await t.database.db
      .update(liveEvents)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(liveEvents.id, oldest));
    await pruneLiveEvents(t.database.db, 15 * 60_000);
    expect((await eventsOf(table.id)).map((event) => event.id)).toEqual(
      events.slice(0, -1).map((event) => event.id),
    );
  });
});
