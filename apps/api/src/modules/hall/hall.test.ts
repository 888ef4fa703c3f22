import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import {
  addAndSend,
  createMerchantWithMenu,
  createSeatedTable,
  itemAction,
  updateOrderStatus,
} from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

const t = useTestApp();

describe('GET /queue/hall', () => {
  it('lists seated tables: pending SENT first (oldest first), then cancel requests, then by name', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const zeca = await createSeatedTable(t, restaurant.merchantId, 'Zeca');
    const bruna = await createSeatedTable(t, restaurant.merchantId, 'bruna');
    const carla = await createSeatedTable(t, restaurant.merchantId, 'Carla');
    const ana = await createSeatedTable(t, restaurant.merchantId, 'Ana');
    await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'IN_QUEUE',
      name: 'Aaron',
    });
    await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CHECK_IN', name: 'Beto' });

    // Carla sent first, Zeca later: Carla is served first. Bruna only asks to cancel one unit.
    t.clock.advance(60_000);
    await addAndSend(t, carla, carla.orderId, restaurant.sodaId, 2);
    t.clock.advance(60_000);
    await addAndSend(t, zeca, zeca.orderId, restaurant.sodaId);
    const [brunaUnit] = await addAndSend(t, bruna, bruna.orderId, restaurant.sodaId);
    await callAs(t, bruna, 'PATCH', `/order/item/request/cancel?orderItemId=${brunaUnit}`);
    void ana;

    const res = await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`);
    expect(res.statusCode).toBe(200);
    const hall = res.json() as {
      queue: { consumer: { name: string } };
      pendingSentItems: number;
      pendingCancelRequestedItems: number;
      firstItem: string | null;
    }[];
    expect(hall.map((entry) => entry.queue.consumer.name)).toEqual(['Carla', 'Zeca', 'bruna', 'Ana', 'Beto']);
    expect(hall[0]).toMatchObject({ pendingSentItems: 2, pendingCancelRequestedItems: 0 });
    expect(hall[2]).toMatchObject({ pendingSentItems: 0, pendingCancelRequestedItems: 1, firstItem: null });
    expect(new Date(hall[0]?.firstItem as string).getTime()).toBeLessThan(
      new Date(hall[1]?.firstItem as string).getTime(),
    );
    expect(hall[4]).toMatchObject({ pendingSentItems: 0, pendingCancelRequestedItems: 0, firstItem: null });
  });

  it('shows at a glance: the label, the bill asked for, and how long the oldest units have waited', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const busy = await createSeatedTable(t, restaurant.merchantId, 'Dora');
    const paying = await createSeatedTable(t, restaurant.merchantId, 'Edu');
    await callAs(t, restaurant, 'PATCH', `/queue/table?queueId=${busy.id}&table=4`);
    const sentAt = t.clock.now().toISOString();
    const [burger] = await addAndSend(t, busy, busy.orderId, restaurant.burgerId);
    await addAndSend(t, busy, busy.orderId, restaurant.sodaId);
    t.clock.advance(60_000);
    const acceptedAt = t.clock.now().toISOString();
    await itemAction(t, restaurant, 'accept', burger as string);
    // Edu asks for the bill (the consumer's 'Pedir a conta').
    t.clock.advance(60_000);
    const askedAt = t.clock.now().toISOString();
    await callAs(t, paying, 'PATCH', '/order/close', {
      orderId: paying.orderId,
      queueId: paying.id,
      serviceFee: 10,
    });
    const hall = (
      await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`)
    ).json();
    const tile = (id: string) => hall.find((entry: { queue: { id: string } }) => entry.queue.id === id);
    expect(tile(busy.id)).toEqual({
      queue: { id: busy.id, slot: 2, consumer: { name: 'Dora' }, table: '4' },
      pendingSentItems: 1,
      pendingCancelRequestedItems: 0,
      firstItem: sentAt,
      oldestAcceptedAt: acceptedAt,
      billRequested: false,
      billRequestedAt: null,
      pixReported: false,
      paid: false,
      // Seated by the fixture's core calls, not by a person: nothing to show (docs/audit.md).
      staffActions: [],
    });
    expect(tile(paying.id)).toMatchObject({
      queue: { table: null },
      firstItem: null,
      oldestAcceptedAt: null,
      billRequested: true,
      billRequestedAt: askedAt,
      pixReported: false,
      paid: false,
    });
    // The merchant's 'Finalizar pedido' asks for the bill too; reopening takes it back.
    await updateOrderStatus(t, restaurant, paying, 'OPEN');
    const reopened = (
      await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`)
    ).json();
    expect(reopened.find((e: { queue: { id: string } }) => e.queue.id === paying.id).billRequested).toBe(
      false,
    );
  });

  it('answers 403 for another merchantId and 401 without a token', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    expect((await callAs(t, merchant, 'GET', `/queue/hall?merchantId=${other.merchantId}`)).statusCode).toBe(
      403,
    );
    expect((await callAs(t, null, 'GET', `/queue/hall?merchantId=${merchant.merchantId}`)).statusCode).toBe(
      401,
    );
    const empty = await callAs(t, merchant, 'GET', `/queue/hall?merchantId=${merchant.merchantId}`);
    expect(empty.json()).toEqual([]);
  });
});
