import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { createMerchantFixture, createQueueEntryFixture } from './fixtures';
import { type Caller, callAs, type TestApp } from './test-app';

// Helpers for the order, hall and checkout tests: a restaurant with a menu, seated tables, and calls
// that read like the client's.

/** A merchant with an active menu: one plain item, one prepared item, and an inactive one. */
export async function createRestaurant(t: TestApp, name?: string) {
  const merchant = await createMerchantFixture(t.app, name ? { name } : {});
  const db = t.database.db;
  const [catalog] = await db
    .insert(catalogs)
    .values({ merchantId: merchant.merchantId, name: 'Cardápio', active: true })
    .returning({ id: catalogs.id });
  const [category] = await db
    .insert(categories)
    .values({ merchantId: merchant.merchantId, catalogId: catalog?.id as string, name: 'Pratos' })
    .returning({ id: categories.id });
  const categoryId = category?.id as string;
  const [soda, burger, hidden] = await db
    .insert(items)
    .values([
      {
        merchantId: merchant.merchantId,
        categoryId,
        name: 'Refrigerante',
        priceCents: 650,
        prepared: false,
        position: 1,
      },
      {
        merchantId: merchant.merchantId,
        categoryId,
        name: 'Hambúrguer',
        priceCents: 3290,
        prepared: true,
        position: 2,
      },
      {
        merchantId: merchant.merchantId,
        categoryId,
        name: 'Fora do ar',
        priceCents: 100,
        active: false,
        position: 3,
      },
    ])
    .returning({ id: items.id });
  return {
    ...merchant,
    catalogId: catalog?.id as string,
    categoryId,
    sodaId: soda?.id as string,
    burgerId: burger?.id as string,
    inactiveItemId: hidden?.id as string,
  };
}

/** A consumer seated (CHECK_IN) at the restaurant, with its order opened through the API. */
export async function seatConsumerWithOrder(t: TestApp, merchantId: string, name?: string) {
  const entry = await createQueueEntryFixture(t, {
    merchantId,
    status: 'CHECK_IN',
    ...(name ? { name } : {}),
  });
  const res = await callAs(t, entry, 'POST', '/order', { consumerId: entry.consumerId, queueId: entry.id });
  if (res.statusCode !== 201) throw new Error(`order not opened: ${res.body}`);
  return { ...entry, orderId: res.json().id as string };
}

/** Adds units through `PUT /order` and answers their ids. */
export async function addUnits(t: TestApp, caller: Caller, orderId: string, itemId: string, count = 1) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await callAs(t, caller, 'PUT', '/order', {
      orderQueue: { id: orderId },
      item: { id: itemId },
    });
    if (res.statusCode !== 201) throw new Error(`unit not added: ${res.body}`);
    ids.push(res.json().id);
  }
  return ids;
}

/** Adds units and sends the cart; answers the unit ids. */
export async function addAndSend(t: TestApp, caller: Caller, orderId: string, itemId: string, count = 1) {
  const ids = await addUnits(t, caller, orderId, itemId, count);
  const res = await callAs(t, caller, 'POST', `/order/sent?orderId=${orderId}`);
  if (res.statusCode !== 200) throw new Error(`cart not sent: ${res.body}`);
  return ids;
}

/** Runs a merchant item action and answers the response. */
export function itemAction(
  t: TestApp,
  merchant: { merchantId: string; authorization: string },
  action: 'accept' | 'refuse' | 'deliver' | 'undeliver' | 'cancel',
  orderItemId: string,
) {
  return callAs(
    t,
    merchant,
    'PATCH',
    `/order/item/${action}?orderItemId=${orderItemId}&merchantId=${merchant.merchantId}`,
  );
}

/** The merchant sets an order's status (`PATCH /order/status/update`); answers the response. */
export function updateOrderStatus(
  t: TestApp,
  merchant: { merchantId: string; authorization: string },
  order: { orderId: string; id: string },
  orderStatus: string,
) {
  return callAs(t, merchant, 'PATCH', `/order/status/update?merchantId=${merchant.merchantId}`, {
    orderId: order.orderId,
    queueId: order.id,
    orderStatus,
  });
}
