import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { addAndSend, createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { useFixture, useTestApp } from '#test/test-app';
import {
  compareAndSetOrderStatus,
  findOrder,
  findOrderOfConsumer,
  lockOrdersOfEntry,
  lockQueueEntryForShare,
} from './order.repository';
import { compareAndSetOrderItemStatus, listOrderItems, sendCreatedItems } from './order-item.repository';

// The order's reads and writes by key name the merchant too (docs/scaling.md#queries): with someone else's
// merchant id they find nothing and change nothing, whatever the key.

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));
const stranger = useFixture(() => createMerchantFixture(t.app));

describe('order queries by key', () => {
  it("find the merchant's own order and units, and nothing with another merchant's id", async () => {
    const table = await createSeatedTable(t, restaurant.merchantId);
    const [unitId] = await addAndSend(t, table, table.orderId, restaurant.sodaId);
    const db = t.database.db;
    const own = { id: table.orderId, merchantId: restaurant.merchantId };
    const foreign = { id: table.orderId, merchantId: stranger.merchantId };
    const ownEntry = { id: table.id, merchantId: restaurant.merchantId };
    const foreignEntry = { id: table.id, merchantId: stranger.merchantId };

    expect(await findOrder(db, own)).toMatchObject({ id: table.orderId, status: 'OPEN' });
    expect(await findOrder(db, foreign)).toBeUndefined();
    expect(await findOrderOfConsumer(db, ownEntry, table.consumerId)).toMatchObject({ id: table.orderId });
    expect(await findOrderOfConsumer(db, foreignEntry, table.consumerId)).toBeUndefined();
    await db.transaction(async (tx) => {
      expect(await lockQueueEntryForShare(tx, ownEntry)).toMatchObject({ id: table.id });
      expect(await lockQueueEntryForShare(tx, foreignEntry)).toBeUndefined();
      expect(await lockOrdersOfEntry(tx, foreignEntry)).toEqual([]);
    });
    expect(await listOrderItems(db, [own])).toMatchObject([{ id: unitId, status: 'SENT' }]);
    expect(await listOrderItems(db, [foreign])).toEqual([]);

    const at = t.clock.now();
    expect(await sendCreatedItems(db, foreign, at)).toBe(0);
    const unitChange = { id: unitId as string, expected: 'SENT', next: 'ACCEPTED', at } as const;
    expect(
      await compareAndSetOrderItemStatus(db, { ...unitChange, merchantId: stranger.merchantId }),
    ).toBeUndefined();
    const orderChange = { ...foreign, expected: 'OPEN', next: 'CLOSED', at } as const;
    expect(await compareAndSetOrderStatus(db, orderChange)).toBeUndefined();
    expect(await findOrder(db, own)).toMatchObject({ status: 'OPEN' });
    expect(await listOrderItems(db, [own])).toMatchObject([{ id: unitId, status: 'SENT' }]);
  });
});
