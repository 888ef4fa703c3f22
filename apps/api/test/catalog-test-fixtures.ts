import { insertConsumerRow, insertSeatedOrderItemRows } from './fixture-rows';
import { createMerchantFixture } from './fixtures';
import { callAs, type TestApp } from './test-app';

// Helpers for the catalog tests: merchants with tokens, and menus made through the API.

/** A merchant in the test database and a bearer header for it. */
export interface TestMerchant {
  merchantId: string;
  authorization: string;
}

/** A closed merchant named `values` (createMerchantFixture) and its owner's bearer header. */
export async function createTestMerchant(
  t: TestApp,
  values: { name: string; shortId: string },
): Promise<TestMerchant> {
  const { merchantId, authorization } = await createMerchantFixture(t.app, { ...values, open: false });
  return { merchantId, authorization };
}

/** Creates a catalog through the API and answers its id. */
export async function createTestCatalog(
  t: TestApp,
  merchant: TestMerchant,
  name: string,
  active = false,
): Promise<string> {
  const res = await callAs(t, merchant, 'POST', '/catalog', {
    merchantId: merchant.merchantId,
    name,
    active,
  });
  if (res.statusCode !== 201) throw new Error(`catalog not created: ${res.body}`);
  return res.json().id;
}

/** Creates a category through the API and answers its id. */
export async function createTestCategory(
  t: TestApp,
  merchant: TestMerchant,
  catalogId: string,
  name: string,
  active = true,
): Promise<string> {
  const res = await callAs(t, merchant, 'POST', '/category', {
    catalogId,
    name,
    description: '',
    active,
  });
  if (res.statusCode !== 201) throw new Error(`category not created: ${res.body}`);
  return res.json().id;
}

/** Creates an item through the API and answers its id. */
export async function createTestItem(
  t: TestApp,
  merchant: TestMerchant,
  categoryId: string,
  values: { name: string; price?: number; active?: boolean },
): Promise<string> {
  const res = await callAs(t, merchant, 'POST', '/item', {
    categoryId,
    name: values.name,
    description: '',
    price: values.price ?? 10,
    prepared: false,
    image: null,
    active: values.active ?? true,
  });
  if (res.statusCode !== 201) throw new Error(`item not created: ${res.body}`);
  return res.json().id;
}

/** Puts one unit of the item on a consumer's order (consumer, checked-in queue entry, order, order item). */
export async function insertOrderItemFor(t: TestApp, merchantId: string, itemId: string): Promise<void> {
  const db = t.database.db;
  const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const consumerId = await insertConsumerRow(db, { phone, name: 'Ana' });
  await insertSeatedOrderItemRows(db, {
    merchantId,
    consumerId,
    item: { id: itemId, name: 'Copiado', priceCents: 1000, prepared: false },
  });
}
