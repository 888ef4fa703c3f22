import type { PaymentMethod } from '@suavez/shared/contracts/pix.contract';
import type { ChosenOption } from '@suavez/shared/domain/item-options';
import { type OrderItemStatus, orderItemStatuses } from '@suavez/shared/domain/order-item-status';
import { type OrderStatus, orderStatuses } from '@suavez/shared/domain/order-status';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { items } from './catalog.schema';
import { consumers } from './consumer.schema';
import { merchants } from './merchant.schema';
import { queueEntries } from './queue.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/** Who confirmed a payment. */
export type PaymentConfirmedBy = 'merchant' | 'provider';

/** One consumer's order at a seated table: one per (queue entry, consumer). */
export const orders = pgTable(
  'orders',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('OPEN'),
    /** Percent 0..100 chosen by the consumer (or the merchant's default when it asks for payment). */
    serviceFeePercent: integer('service_fee_percent'),
    /** How the bill was paid (PAYMENT_COMPLETED only): Pix or any other means (docs/pix.md#statuses). */
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    /** What was received (centavos): the bill's total when the payment was confirmed. */
    paidCents: integer('paid_cents'),
    paidAt: utc('paid_at'),
    /** Who confirmed the payment: the restaurant, or the Pix provider's notification. */
    paymentConfirmedBy: text('payment_confirmed_by').$type<PaymentConfirmedBy>(),
    /** When a diner said 'Já paguei' about a Pix the restaurant has not confirmed yet. */
    pixReportedAt: utc('pix_reported_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_one_per_entry_and_consumer').on(t.queueEntryId, t.consumerId),
    // A consumer's orders at any table: the retention job's activity check (docs/security.md, "Retention").
    index('orders_consumer_idx').on(t.consumerId),
    check('orders_status', isOneOf(t.status, orderStatuses)),
    check('orders_payment_method', sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('PIX', 'OTHER')`),
    check(
      'orders_payment_confirmed_by',
      sql`${t.paymentConfirmedBy} IS NULL OR ${t.paymentConfirmedBy} IN ('merchant', 'provider')`,
    ),
    // A paid order has every payment field, and only a paid order has them.
    check(
      'orders_payment_fields',
      sql`(${t.status} = 'PAYMENT_COMPLETED') = (${t.paymentMethod} IS NOT NULL AND ${t.paidCents} IS NOT NULL AND ${t.paidAt} IS NOT NULL AND ${t.paymentConfirmedBy} IS NOT NULL) AND (${t.paymentMethod} IS NULL) = (${t.paidCents} IS NULL) AND (${t.paidCents} IS NULL) = (${t.paidAt} IS NULL) AND (${t.paidAt} IS NULL) = (${t.paymentConfirmedBy} IS NULL)`,
    ),
    check('orders_paid_cents', sql`${t.paidCents} IS NULL OR ${t.paidCents} >= 0`),
    check(
      'orders_service_fee',
      sql`${t.serviceFeePercent} IS NULL OR ${t.serviceFeePercent} BETWEEN 0 AND 100`,
    ),
  ],
);

/**
 * One unit of an item in an order, with the name and price copied when it was added, and copies of the
 * options chosen (`{id, group, name, priceCents}`) and of the note. `unit_price_cents` (item plus options) is
 * what every sum of money counts (docs/money.md#options).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The item's price when added (centavos), without options. */
    priceCents: integer('price_cents').notNull(),
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    /** The chosen options' prices added up (centavos). */
    optionsPriceCents: integer('options_price_cents').notNull().default(0),
    /** What the unit costs: the item's price plus its options', kept by the database. */
    unitPriceCents: integer('unit_price_cents')
      .notNull()
      .generatedAlwaysAs(sql`price_cents + options_price_cents`),
    /** The consumer's note ('sem cebola'), up to 140 characters; null when none. */
    note: text('note'),
    prepared: boolean('prepared').notNull(),
    status: text('status').$type<OrderItemStatus>().notNull().default('CREATED'),
    createdAt: utc('created_at').notNull().defaultNow(),
    statusAt: utc('status_at').notNull().defaultNow(),
    /** When the restaurant accepted it (the kitchen's clock); null before, or for units accepted before 0009. */
    acceptedAt: utc('accepted_at'),
    /**
     * When the kitchen started it ('Em preparo', `PATCH /kitchen/start`): null while it waits ('A preparar').
     * Not a status: the unit stays PREPARING (docs/kitchen.md#started).
     */
    startedAt: utc('started_at'),
    /** Why the restaurant refused it, when it said; the consumer reads it. */
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    check('order_items_status', isOneOf(t.status, orderItemStatuses)),
    check('order_items_price', sql`${t.priceCents} BETWEEN 0 AND 10000000`),
    // 10 groups of 20 options at most, each up to the highest item price: the sum still fits an integer.
    check('order_items_options_price', sql`${t.optionsPriceCents} BETWEEN 0 AND 2000000000`),
    check('order_items_options', sql`jsonb_typeof(${t.options}) = 'array'`),
    check('order_items_note_length', sql`${t.note} IS NULL OR char_length(${t.note}) BETWEEN 1 AND 140`),
    check(
      'order_items_refusal_reason_length',
      sql`${t.refusalReason} IS NULL OR char_length(${t.refusalReason}) BETWEEN 1 AND 140`,
    ),
    index('order_items_order_idx').on(t.orderId, t.createdAt),
    // The kitchen display's read: per seated table's order, its units being prepared, oldest accepted first.
    index('order_items_preparing_idx').on(t.orderId, t.acceptedAt).where(sql`${t.status} = 'PREPARING'`),
  ],
);
