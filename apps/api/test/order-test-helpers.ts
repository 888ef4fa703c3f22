import { insertMenuRows } from './fixture-rows';
import { createMerchantFixture, createQueueEntryFixture } from './fixtures';
import { type Caller, callAs, type TestApp } from './test-app';

// The fixtures a test of orders, the hall, the kitchen or the bill starts from: createMerchantWithMenu (a
// restaurant with a menu), createSeatedTable (a diner at its table with an open order), and calls that read
// like the client's (addUnits, addAndSend, itemAction, updateOrderStatus).

/**
 * A merchant (createMerchantFixture: a user and a bearer header) with an active menu: one plain item
 * ('Refrigerante', R$ 6,50), one the kitchen prepares ('Hambúrguer', R$ 32,90), and an inactive one.
 */
export async function createMerchantWithMenu(t: TestApp, name?: string) {
  const merchant = await createMerchantFixture(t.app, name ? { name } : {});
  const menu = await insertMenuRows(t.database.db, merchant.merchantId, [
    { name: 'Refrigerante', priceCents: 650, prepared: false, position: 1 },
    { name: 'Hambúrguer', priceCents: 3290, prepared: true, position: 2 },
    { name: 'Fora do ar', priceCents: 100, active: false, position: 3 },
  ]);
  const [sodaId, burgerId, inactiveItemId] = menu.itemIds;
  return {
    ...merchant,
    catalogId: menu.catalogId,
    categoryId: menu.categoryId,
    sodaId: sodaId as string,
    burgerId: burgerId as string,
    inactiveItemId: inactiveItemId as string,
  };
}

/**
 * A seated table: a new consumer brought to CHECK_IN at `merchantId` through the real core, with its order
 * opened through the API; answers the entry (its id, consumer and cookies) and the order's id.
 */
export async function createSeatedTable(t: TestApp, merchantId: string, name?: string) {
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

/** A burger's 'Ponto da carne' as the editor sends it: one of two, required. */
export const donenessOptionGroup = {
  name: 'Ponto da carne',
  min: 1,
  max: 1,
  options: [
    { name: 'Mal passado', price: 0 },
    { name: 'Ao ponto', price: 0 },
  ],
};

/** A burger's 'Adicionais' as the editor sends it: up to two of three, each with a price (in reais). */
export const extrasOptionGroup = {
  name: 'Adicionais',
  min: 0,
  max: 2,
  options: [
    { name: 'Bacon', price: 4.5 },
    { name: 'Ovo', price: 3 },
    { name: 'Queijo', price: 3.5 },
  ],
};

/** An option group as the API answers it: the group's and each option's new id. */
export interface StoredOptionGroup {
  id: string;
  options: { id: string }[];
}

/**
 * Gives the restaurant's burger `optionGroups` through the editor (`PATCH /item`); answers them as stored,
 * in order, with their ids (docs/orders-and-bills.md#options-and-notes).
 */
export async function setBurgerOptionGroups(
  t: TestApp,
  restaurant: { burgerId: string; authorization: string },
  optionGroups: readonly object[],
): Promise<StoredOptionGroup[]> {
  const res = await callAs(t, restaurant, 'PATCH', '/item', { id: restaurant.burgerId, optionGroups });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().optionGroups;
}
