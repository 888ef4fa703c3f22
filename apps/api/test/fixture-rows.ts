import type { Db } from '#api/db/client';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

// Every row the shared fixtures write straight to the database, in this one file: fixtures.ts,
// order-test-helpers.ts, catalog-test-fixtures.ts, retention-test-helpers.ts and the access matrix's
// fixtures call these. A column that every row of a table must carry (a tenant's merchant_id on the child
// tables) is added here, once.

/** The id of the one row an insert answered; throws when it answered none. */
function idOf(rows: { id: string }[], what: string): string {
  const id = rows[0]?.id;
  if (!id) throw new Error(`${what} not inserted`);
  return id;
}

/** Inserts a merchant; answers its id. */
export async function insertMerchantRow(db: Db, values: typeof merchants.$inferInsert): Promise<string> {
  return idOf(await db.insert(merchants).values(values).returning({ id: merchants.id }), 'merchant');
}

/** Inserts a user (owner unless `role` says) of a merchant; answers its id. */
export async function insertMerchantUserRow(
  db: Db,
  values: typeof merchantUsers.$inferInsert,
): Promise<string> {
  return idOf(await db.insert(merchantUsers).values(values).returning({ id: merchantUsers.id }), 'user');
}

/** Inserts a consumer; answers its id. */
export async function insertConsumerRow(db: Db, values: typeof consumers.$inferInsert): Promise<string> {
  return idOf(await db.insert(consumers).values(values).returning({ id: consumers.id }), 'consumer');
}

/** An item of a menu made by {@link insertMenuRows}: its category is the menu's one category. */
export type MenuItemRow = Omit<typeof items.$inferInsert, 'categoryId' | 'merchantId'>;

/**
 * Inserts an active catalog 'Cardápio' of `merchantId` with one category 'Pratos' holding `menuItems`, in
 * their order; answers the ids.
 */
export async function insertMenuRows(
  db: Db,
  merchantId: string,
  menuItems: readonly MenuItemRow[],
): Promise<{ catalogId: string; categoryId: string; itemIds: string[] }> {
  const catalogId = idOf(
    await db
      .insert(catalogs)
      .values({ merchantId, name: 'Cardápio', active: true })
      .returning({ id: catalogs.id }),
    'catalog',
  );
  const categoryId = idOf(
    await db
      .insert(categories)
      .values({ merchantId, catalogId, name: 'Pratos' })
      .returning({ id: categories.id }),
    'category',
  );
  const rows = await db
    .insert(items)
    .values(menuItems.map((item) => ({ ...item, merchantId, categoryId })))
    .returning({ id: items.id });
  return { catalogId, categoryId, itemIds: rows.map((row) => row.id) };
}

/**
 * Seats `consumerId` at `merchantId` (a CHECK_IN entry written as it is, not through the core) with an order
 * holding one unit of `item`; answers nothing (the catalog tests only need the unit to exist).
 */
export async function insertSeatedOrderItemRows(
  db: Db,
  values: {
    merchantId: string;
    consumerId: string;
    item: { id: string; name: string; priceCents: number; prepared: boolean };
  },
): Promise<void> {
  const { merchantId, consumerId, item } = values;
  const queueEntryId = idOf(
    await db
      .insert(queueEntries)
      .values({ merchantId, consumerId, status: 'CHECK_IN', slot: 2 })
      .returning({ id: queueEntries.id }),
    'queue entry',
  );
  const orderId = idOf(
    await db.insert(orders).values({ merchantId, queueEntryId, consumerId }).returning({ id: orders.id }),
    'order',
  );
  await db.insert(orderItems).values({
    merchantId,
    orderId,
    itemId: item.id,
    name: item.name,
    priceCents: item.priceCents,
    prepared: item.prepared,
  });
}
