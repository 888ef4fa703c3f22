import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntriesFixture, joinQueueFixture } from '#test/fixtures';
import { addAndSend, createRestaurant, itemAction, seatConsumerWithOrder } from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

// The numbers of the merchant's top bar (docs/screens.md#top-bar): waiting now, seated tables, units the
// kitchen still prepares; only the merchant's own.
const t = useTestApp();

const countsOf = async (merchant: { merchantId: string; authorization: string }) => {
  const res = await callAs(t, merchant, 'GET', `/queue/counts?merchantId=${merchant.merchantId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /queue/counts', () => {
  it('counts the consumers in line (called and on the way too) and the seated tables, and nobody gone or elsewhere', async () => {
    const restaurant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    expect(await countsOf(restaurant)).toEqual({ waiting: 0, seatedTables: 0, pendingItems: 0 });
    await createQueueEntriesFixture(t, restaurant.merchantId, [
      'WAITING_CONFIRMATION',
      'IN_QUEUE',
      'IN_QUEUE',
      'CALLED',
      'ACCEPTED_RESTAURANT_CALL',
      'CHECK_IN',
    ]);
    await joinQueueFixture(t, { merchantId: restaurant.merchantId, events: ['quit'] });
    await joinQueueFixture(t, { merchantId: restaurant.merchantId, events: ['accept', 'remove'] });
    await createQueueEntriesFixture(t, other.merchantId, ['IN_QUEUE', 'CHECK_IN']);
    expect(await countsOf(restaurant)).toEqual({ waiting: 5, seatedTables: 1, pendingItems: 0 });
  });

  it('counts the units being prepared at seated tables: not those sent, delivered or of drinks', async () => {
    const restaurant = await createRestaurant(t);
    const ana = await seatConsumerWithOrder(t, restaurant.merchantId, 'Ana');
    const bia = await seatConsumerWithOrder(t, restaurant.merchantId, 'Bia');
    const burgers = await addAndSend(t, ana, ana.orderId, restaurant.burgerId, 3);
    await addAndSend(t, bia, bia.orderId, restaurant.burgerId);
    const [soda] = await addAndSend(t, bia, bia.orderId, restaurant.sodaId);
    for (const id of burgers) await itemAction(t, restaurant, 'accept', id as string);
    await itemAction(t, restaurant, 'accept', soda as string);
    await itemAction(t, restaurant, 'deliver', burgers[0] as string);
    // Ana: two burgers still in the kitchen; Bia: a burger only sent, a soda (not prepared) accepted.
    expect(await countsOf(restaurant)).toEqual({ waiting: 0, seatedTables: 2, pendingItems: 2 });
  });

  it("refuses without a session (401), a malformed id (400) and another merchant's id (403)", async () => {
    const restaurant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const url = (id: string) => `/queue/counts?merchantId=${id}`;
    expect((await callAs(t, null, 'GET', url(restaurant.merchantId))).statusCode).toBe(401);
    const bad = await callAs(t, restaurant, 'GET', url('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Estabelecimento inválido');
    const forbidden = await callAs(t, restaurant, 'GET', url(other.merchantId));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem permissão para acessar este recurso.');
  });
});
