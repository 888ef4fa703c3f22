import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchant.schema';
import { utc, uuidPk } from './sql-helpers';

/**
 * A table the owner defined (rules §13, docs/tables.md): its label, how many it seats and the fewest it is
 * given to. Who sits there is the queue entry in CHECK_IN whose `table_id` names it; bookings will point
 * here too.
 */
export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** As normalised by the shared domain ('12', 'Varanda 3': no leading 'Mesa', spaces collapsed). */
    label: text('label').notNull(),
    seats: integer('seats').notNull(),
    minSeats: integer('min_seats').notNull().default(1),
    /** 'Salão', 'Varanda'; null when the restaurant has one room. */
    area: text('area'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('restaurant_tables_label_length', sql`char_length(${t.label}) BETWEEN 1 AND 12`),
    check('restaurant_tables_seats', sql`${t.seats} BETWEEN 1 AND 30`),
    check('restaurant_tables_min_seats', sql`${t.minSeats} BETWEEN 1 AND ${t.seats}`),
    check('restaurant_tables_area_length', sql`${t.area} IS NULL OR char_length(${t.area}) BETWEEN 1 AND 30`),
    // One label per restaurant, whatever its case ('Varanda 3' and 'varanda 3' are one table).
    uniqueIndex('restaurant_tables_merchant_label_unique').on(t.merchantId, sql`lower(${t.label})`),
  ],
);
