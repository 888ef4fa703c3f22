import { type OrderItemStatus, orderItemStatuses } from '@suavez/shared/domain/order-item-status';
import { type OrderStatus, orderStatuses } from '@suavez/shared/domain/order-status';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { items } from './catalog.schema';
import { consumers } from './consumer.schema';
import { queueEntries } from './queue.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/** One consumer's order at a seated table: one per (queue entry, consumer). */
export const orders = pgTable(
  'orders',
  {
    id: uuidPk(),
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('OPEN'),
    /** Percent 0..100 chosen by the consumer (or the merchant's default when it asks for payment). */
    serviceFeePercent: integer('service_fee_percent'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_one_per_entry_and_consumer').on(t.queueEntryId, t.consumerId),
    // A consumer's orders at any table: the retention job's activity check (docs/security.md, "Retention").
    index('orders_consumer_idx').on(t.consumerId),
    check('orders_status', isOneOf(t.status, orderStatuses)),
    check(
      'orders_service_fee',
      sql`${t.serviceFeePercent} IS NULL OR ${t.serviceFeePercent} BETWEEN 0 AND 100`,
    ),
  ],
);

/** One unit of an item in an order, with the name and price copied when it was added. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuidPk(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    prepared: boolean('prepared').notNull(),
    status: text('status').$type<OrderItemStatus>().notNull().default('CREATED'),
    createdAt: utc('created_at').notNull().defaultNow(),
    statusAt: utc('status_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_items_status', isOneOf(t.status, orderItemStatuses)),
    check('order_items_price', sql`${t.priceCents} BETWEEN 0 AND 10000000`),
    index('order_items_order_idx').on(t.orderId, t.createdAt),
  ],
);
