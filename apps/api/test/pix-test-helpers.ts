import { createConsumerFixture } from './fixtures';
import { addAndSend, createMerchantWithMenu, itemAction } from './order-test-helpers';
import { callAs, type TestApp } from './test-app';

// Helpers for the Pix tests: a restaurant that receives Pix, and a seated table whose diners ask for the
// bill, as the client would.

/** The Pix data the tests' restaurant registers. */
export const TEST_PIX = { key: '529.982.247-25', name: 'Bar do Zé', city: 'São Paulo' } as const;

/** A restaurant with a menu (soda R$ 6,50 not prepared; burger R$ 32,90 prepared) and a Pix key. */
export async function createPixRestaurant(t: TestApp, withPix = true) {
  const restaurant = await createMerchantWithMenu(t);
  if (withPix) {
    const res = await callAs(t, restaurant, 'PUT', `/merchant/pix?id=${restaurant.merchantId}`, TEST_PIX);
    if (res.statusCode !== 200) throw new Error(`pix not set: ${res.body}`);
  }
  return restaurant;
}

type Restaurant = Awaited<ReturnType<typeof createMerchantWithMenu>>;

/** A guest at a seated table: its own consumer and its own order there. */
export async function joinAsGuest(t: TestApp, queueId: string) {
  const guest = await createConsumerFixture(t.app);
  const res = await callAs(t, guest, 'POST', '/order', { consumerId: guest.consumerId, queueId });
  if (res.statusCode !== 201) throw new Error(`guest order not opened: ${res.body}`);
  return { ...guest, id: queueId, orderId: res.json().id as string };
}

/** `count` sodas ordered by `diner`, accepted and delivered by the restaurant. */
export async function serveSodas(
  t: TestApp,
  restaurant: Restaurant,
  diner: { cookies: Record<string, string>; orderId: string },
  count: number,
) {
  const ids = await addAndSend(t, diner, diner.orderId, restaurant.sodaId, count);
  for (const id of ids) {
    for (const action of ['accept', 'deliver'] as const) {
      const res = await itemAction(t, restaurant, action, id);
      if (res.statusCode !== 200) throw new Error(`unit not ${action}ed: ${res.body}`);
    }
  }
}

/** The diner asks for the bill ('Pedir a conta') with `serviceFee` percent. */
export async function askForBill(
  t: TestApp,
  diner: { cookies: Record<string, string>; orderId: string; id: string },
  serviceFee: number,
) {
  const res = await callAs(t, diner, 'PATCH', '/order/close', {
    orderId: diner.orderId,
    queueId: diner.id,
    serviceFee,
  });
  if (res.statusCode !== 200) throw new Error(`bill not asked for: ${res.body}`);
}
