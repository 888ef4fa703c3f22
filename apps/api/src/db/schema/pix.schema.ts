import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchant.schema';
import { orders } from './order.schema';
import { queueEntries } from './queue.schema';
import { utc, uuidPk } from './sql-helpers';

/**
 * A static Pix charge (docs/pix.md#charges): the BR Code shown for one person's bill (`order_id`) or for
 * what a whole table still owes (`order_id` null), the orders it pays and their amount then. Its txid is
 * random and unique, so a provider's notification names exactly one charge; a new amount or a new set of
 * orders makes a new charge, so a code already scanned never pays more or less than it showed.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    /** The one order it pays; null for a whole table's charge. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The orders it pays, sorted. */
    orderIds: uuid('order_ids').array().notNull(),
    /** The BR Code's txid (tag 62, field 05): 'SV' and 23 random base62 characters. */
    txid: text('txid').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    /** When the provider said it was paid; null until then. */
    paidAt: utc('paid_at'),
    /** The Pix transaction's end-to-end id the provider sent: one payment confirms once. */
    endToEndId: text('end_to_end_id'),
  },
  (t) => [
    unique('pix_charges_txid_unique').on(t.txid),
    unique('pix_charges_end_to_end_id_unique').on(t.endToEndId),
    check('pix_charges_txid_format', sql`${t.txid} ~ '^[A-Za-z0-9]{1,25}$'`),
    check('pix_charges_amount', sql`${t.amountCents} > 0`),
    check('pix_charges_order_ids', sql`cardinality(${t.orderIds}) >= 1`),
    check('pix_charges_paid', sql`(${t.paidAt} IS NULL) = (${t.endToEndId} IS NULL)`),
    // One unpaid charge per target (an order, or the whole table: no order), amount and set of orders: two
    // diners polling the same bill at once get the same code (the second insert finds the first's).
    uniqueIndex('pix_charges_one_unpaid')
      .on(
        t.queueEntryId,
        sql`coalesce(${t.orderId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.amountCents,
        t.orderIds,
      )
      .where(sql`${t.paidAt} IS NULL`),
    index('pix_charges_entry_idx').on(t.queueEntryId, t.createdAt),
  ],
);
