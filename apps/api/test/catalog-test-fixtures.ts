import { randomUUID } from 'node:crypto';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { callAs, type TestApp } from './test-app';

// Helpers for the catalog tests: merchants with tokens, and menus made through the API.

/** A merchant in the test database and a bearer header for it. */
export interface TestMerchant {
  merchantId: string;
  authorization: string;
}

/** Inserts a merchant and signs a token for it (no password hashing: the tests need speed). */
export async function createTestMerchant(
  t: TestApp,
  values: { name: string; shortId: string },
): Promise<TestMerchant> {
  const [row] = await t.database.db.insert(merchants).values(values).returning({ id: merchants.id });
  if (!row) throw new Error('merchant not inserted');
  // A token is a login session of a user: the user exists (its password hash is never checked here).
  const [user] = await t.database.db
    .insert(merchantUsers)
    .values({ merchantId: row.id, email: `${randomUUID()}@teste.com`, passwordHash: 'not-a-hash' })
    .returning({ id: merchantUsers.id });
  if (!user) throw new Error('user not inserted');
  const token = await t.app.ctx.tokens.sign({ merchantId: row.id, userId: user.id });
  return { merchantId: row.id, authorization: `Bearer ${token}` };
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
  const [consumer] = await db
    .insert(consumers)
    .values({ phone, name: 'Ana' })
    .returning({ id: consumers.id });
  if (!consumer) throw new Error('consumer not inserted');
  const [entry] = await db
    .insert(queueEntries)
    .values({ merchantId, consumerId: consumer.id, status: 'CHECK_IN', slot: 2 })
    .returning({ id: queueEntries.id });
  if (!entry) throw new Error('queue entry not inserted');
  const [order] = await db
    .insert(orders)
    .values({ merchantId, queueEntryId: entry.id, consumerId: consumer.id })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  await db
    .insert(orderItems)
    .values({ merchantId, orderId: order.id, itemId, name: 'Copiado', priceCents: 1000, prepared: false });
}
