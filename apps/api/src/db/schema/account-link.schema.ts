import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, merchantUsers } from './merchant.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/** What a one-time link sent by e-mail does (docs/email.md#links). */
export const accountLinkPurposes = ['confirm-email', 'reset-password'] as const;

/** One purpose of a one-time link. */
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/**
 * A one-time link sent to a merchant user by e-mail: confirming the address (48 h) or choosing a new password
 * (1 h). Only the token's SHA-256 is kept, so the table never holds a usable link; `usedAt` makes it one-time
 * (the use is a conditional UPDATE: two tabs opening the same link cannot both succeed).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => merchantUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: opening it proves that address, not one the user has later. */
    email: text('email').notNull(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_links_token_hash_unique').on(t.tokenHash),
    index('account_links_user_idx').on(t.userId, t.purpose),
    index('account_links_expires_idx').on(t.expiresAt),
    check('account_links_purpose', isOneOf(t.purpose, accountLinkPurposes)),
  ],
);
