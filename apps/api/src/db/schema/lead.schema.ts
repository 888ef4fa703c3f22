import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { utc, uuidPk } from './sql-helpers';

/** A visitor who asked to be contacted from the landing page. */
export const contactLeads = pgTable('contact_leads', {
  id: uuidPk(),
  name: text('name').notNull(),
  number: text('number').notNull(),
  /** Whether the visitor came through the founders' promo link (`x-qrbc`). */
  qrbc: boolean('qrbc').notNull().default(false),
  createdAt: utc('created_at').notNull().defaultNow(),
});
