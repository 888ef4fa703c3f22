import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import { liveEvents } from '#api/db/schema/live.schema';
import { createConsumerFixture, createQueueEntryFixture } from '#test/fixtures';
import { useLiveTestApp } from '#test/live-test-app';
import { createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { callAs } from '#test/test-app';

// A menu change reaches the tables seated at that restaurant (trigger `items_live`, migration 0009;
// docs/orders-and-bills.md#sold-out).

describe("live 'menu' events", () => {
  const t = useLiveTestApp();

  const menuEvents = (merchantId: string) =>
    t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.merchantId, merchantId), eq(liveEvents.kind, 'menu')));

  it('tells every seated table of the restaurant once per change, and no one else', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const elsewhere = await createMerchantWithMenu(t);
    const [first, second] = [
      await createSeatedTable(t, restaurant.merchantId),
      await createSeatedTable(t, restaurant.merchantId),
    ];
    await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'IN_QUEUE' });
    await createSeatedTable(t, elsewhere.merchantId);
    const soldOut = await callAs(
      t,
      restaurant,
      'PATCH',
      `/item/soldout?id=${restaurant.sodaId}&soldOut=true`,
    );
    expect(soldOut.statusCode).toBe(200);
    const events = await menuEvents(restaurant.merchantId);
    expect(events.map((event) => event.queueEntryId).sort()).toEqual([first.id, second.id].sort());
    expect(events.every((event) => event.orderId === null)).toBe(true);
    expect(await menuEvents(elsewhere.merchantId)).toEqual([]);
    // A reorder of the whole category is one change per table, not one per item.
    await callAs(t, restaurant, 'PATCH', '/item/order', {
      categoryId: restaurant.categoryId,
      itemIds: [restaurant.inactiveItemId, restaurant.burgerId, restaurant.sodaId],
    });
    expect(await menuEvents(restaurant.merchantId)).toHaveLength(4);
    // A change of nothing the menu shows tells nothing.
    await t.database.db.update(items).set({ updatedAt: new Date() }).where(eq(items.id, restaurant.sodaId));
    expect(await menuEvents(restaurant.merchantId)).toHaveLength(4);
  });

  it("reaches the table's stream (the owner's and a guest's) as kind 'menu'", async () => {
    const restaurant = await createMerchantWithMenu(t);
    const table = await createSeatedTable(t, restaurant.merchantId);
    const guest = await createConsumerFixture(t.app);
    const stream = await t.stream(`/live/diner?queueId=${table.id}`, { cookies: guest.cookies });
    const owner = await t.stream(`/live/diner?consumerId=${table.consumerId}`, { cookies: table.cookies });
    try {
      await stream.waitFor((frame) => frame.retry !== undefined);
      await owner.waitFor((frame) => frame.retry !== undefined);
      await callAs(t, restaurant, 'PATCH', `/item/soldout?id=${restaurant.burgerId}&soldOut=true`);
      for (const s of [stream, owner]) {
        const change = await s.waitFor((frame) => frame.event === 'change');
        expect(JSON.parse(change.data ?? '')).toEqual({
          kind: 'menu',
          queueEntryId: table.id,
          orderId: null,
        });
      }
    } finally {
      stream.close();
      owner.close();
    }
  });
});
