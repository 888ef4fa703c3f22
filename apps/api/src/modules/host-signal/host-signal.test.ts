import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntriesFixture, createQueueEntryFixture } from '#test/fixtures';
import {
  addAndSend,
  createMerchantWithMenu,
  createSeatedTable,
  itemAction,
  updateOrderStatus,
} from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

// What the merchant's open screens signal (docs/notifications.md#host-signals): new consumers in the queue,
// bills asked for and cancellations asked for, each with the time that tells one request from a later one.
const t = useTestApp();

const signalsOf = async (merchant: { merchantId: string; authorization: string }) => {
  const res = await callAs(t, merchant, 'GET', `/queue/signals?merchantId=${merchant.merchantId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /queue/signals', () => {
  it('lists the waiting consumers, and nobody who was called, seated or left', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const [waiting, inQueue] = await createQueueEntriesFixture(t, restaurant.merchantId, [
      'WAITING_CONFIRMATION',
      'IN_QUEUE',
      'CALLED',
      'ACCEPTED_RESTAURANT_CALL',
      'CHECK_IN',
    ]);
    await createQueueEntryFixture(t, { merchantId: other.merchantId, status: 'IN_QUEUE' });

    const signals = await signalsOf(restaurant);
    expect(signals.joined.map((row: { queueEntryId: string }) => row.queueEntryId)).toEqual([
      waiting.id,
      inQueue.id,
    ]);
    expect(Date.parse(signals.joined[0].at)).toBeLessThan(Date.parse(signals.joined[1].at));
    expect(signals).toMatchObject({ billRequests: [], cancelRequests: [] });
  });

  it('lists the bills and the cancellations asked for at seated tables, each request with its own time', async () => {
    const restaurant = await createMerchantWithMenu(t);
    const ana = await createSeatedTable(t, restaurant.merchantId, 'Ana');
    const bia = await createSeatedTable(t, restaurant.merchantId, 'Bia');
    const [delivered] = await addAndSend(t, ana, ana.orderId, restaurant.sodaId);
    await itemAction(t, restaurant, 'accept', delivered as string);
    await itemAction(t, restaurant, 'deliver', delivered as string);
    t.clock.advance(60_000);
    const asked = await callAs(t, ana, 'PATCH', '/order/close', {
      orderId: ana.orderId,
      queueId: ana.id,
      serviceFee: 10,
    });
    expect(asked.statusCode).toBe(200);
    const [unit] = await addAndSend(t, bia, bia.orderId, restaurant.sodaId);
    t.clock.advance(60_000);
    await callAs(t, bia, 'PATCH', `/order/item/request/cancel?orderItemId=${unit}`);

    const first = await signalsOf(restaurant);
    expect(first.billRequests).toEqual([
      { orderId: ana.orderId, queueEntryId: ana.id, at: expect.any(String) },
    ]);
    expect(first.cancelRequests).toEqual([
      { orderItemId: unit, queueEntryId: bia.id, at: expect.any(String) },
    ]);
    expect(Date.parse(first.cancelRequests[0].at)).toBe(t.clock.now().getTime());

    // Handled: the bill reopened, the cancellation granted. Asked again later: a new time.
    expect((await updateOrderStatus(t, restaurant, ana, 'OPEN')).statusCode).toBe(200);
    await itemAction(t, restaurant, 'accept', unit as string);
    expect(await signalsOf(restaurant)).toMatchObject({ billRequests: [], cancelRequests: [] });
    t.clock.advance(60_000);
    await callAs(t, ana, 'PATCH', '/order/close', { orderId: ana.orderId, queueId: ana.id, serviceFee: 10 });
    const again = await signalsOf(restaurant);
    expect(again.billRequests).toHaveLength(1);
    expect(again.billRequests[0].at).not.toBe(first.billRequests[0].at);
  });

  it('refuses bad input (400), no session (401) and another merchant (403)', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const bad = await callAs(t, merchant, 'GET', '/queue/signals?merchantId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Estabelecimento inválido');
    expect(
      (await callAs(t, null, 'GET', `/queue/signals?merchantId=${merchant.merchantId}`)).statusCode,
    ).toBe(401);
    expect(
      (await callAs(t, merchant, 'GET', `/queue/signals?merchantId=${other.merchantId}`)).statusCode,
    ).toBe(403);
  });
});
