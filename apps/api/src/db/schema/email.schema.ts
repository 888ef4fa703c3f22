import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { utc, uuidPk } from './sql-helpers';

/**
 * E-mails handed to the outbox provider (docs/email.md#outbox): nothing leaves the machine; outside production
 * `GET /api/dev/email?to=` reads them back. Addresses are stored lower-case.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuidPk(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    provider: text('provider').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt)],
);
