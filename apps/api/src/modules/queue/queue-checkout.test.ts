import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#api/db/schema/order.schema';
import {
  createConsumerFixture,
  createMerchantFixture,
  createQueueEntryFixture,
  readQueueState,
} from '#test/fixtures';
import {
  addAndSend,
  addUnits,
  createMerchantWithMenu,
  createSeatedTable,
  itemAction,
  updateOrderStatus,
} from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));

const checkout = (caller: { authorization: string } | null, queueId: string) =>
  callAs(t, caller, 'POST', `/queue/checkout?queueId=${queueId}`);

const setStatus = (order: { orderId: string; id: string }, orderStatus: string) =>
  updateOrderStatus(t, restaurant, order, orderStatus);

async function ordersOf(queueId: string) {
  return t.database.db.select().from(orders).where(eq(orders.queueEntryId, queueId));
}

describe('POST /queue/checkout', () => {
  it('checks out a table without orders at once', async () => {
    const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CHECK_IN' });
    const res = await checkout(restaurant, entry.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CHECK_OUT');
    expect((await readQueueState(t.app, entry.id)).history.at(-1)).toBe('CHECK_OUT');
  });

  it('refuses while an order is open, changing nothing; allows once all are closed, dropping cart-only orders', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const guest = await createConsumerFixture(t.app);
    const guestOrder = await callAs(t, guest, 'POST', '/order', {
      consumerId: guest.consumerId,
      queueId: owner.id,
    });
    await addUnits(t, guest, guestOrder.json().id, restaurant.sodaId, 2);
    const [unit] = await addAndSend(t, owner, owner.orderId, restaurant.sodaId);

    const refused = await checkout(restaurant, owner.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Há pedidos não fechados nesta mesa: feche todos os pedidos antes do checkout.',
    );
    expect((await readQueueState(t.app, owner.id)).status).toBe('CHECK_IN');
    expect(await ordersOf(owner.id)).toHaveLength(2);

    await itemAction(t, restaurant, 'accept', unit as string);
    await itemAction(t, restaurant, 'deliver', unit as string);
    await setStatus(owner, 'PAYMENT_REQUESTED');
    expect((await checkout(restaurant, owner.id)).statusCode).toBe(409);
    await setStatus(owner, 'CLOSED');

    const res = await checkout(restaurant, owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CHECK_OUT');
    const left = await ordersOf(owner.id);
    expect(left.map((order) => order.id)).toEqual([owner.orderId]);
    // The checkout summary stays readable.
    expect((await callAs(t, null, 'GET', `/order?orderId=${owner.orderId}`)).json().status).toBe('CLOSED');
    // A checked-out table takes no more orders, not even a new guest's.
    const late = await callAs(t, guest, 'POST', '/order', {
      consumerId: guest.consumerId,
      queueId: owner.id,
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses a consumer-requested bill that is not closed yet (PAYMENT_REQUESTED)', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const [unit] = await addAndSend(t, owner, owner.orderId, restaurant.sodaId);
    await itemAction(t, restaurant, 'refuse', unit as string);
    const close = await callAs(t, owner, 'PATCH', '/order/close', {
      orderId: owner.orderId,
      queueId: owner.id,
      serviceFee: 10,
    });
    expect(close.json().status).toBe('PAYMENT_REQUESTED');
    expect((await checkout(restaurant, owner.id)).statusCode).toBe(409);
    expect(await ordersOf(owner.id)).toHaveLength(1);
  });

  it('answers 403 to another merchant and for an unknown id, 401 anonymous, 409 before check-in', async () => {
    const other = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CHECK_IN' });
    expect((await checkout(other, entry.id)).statusCode).toBe(403);
    expect((await checkout(null, entry.id)).statusCode).toBe(401);
    const waiting = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'IN_QUEUE',
    });
    expect((await checkout(restaurant, waiting.id)).statusCode).toBe(409);
    expect((await checkout(restaurant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    expect((await readQueueState(t.app, entry.id)).status).toBe('CHECK_IN');
  });
});
