import { type StaffRole, staffRoles } from '@suavez/shared/domain/staff';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchant.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/**
 * The audit trail (docs/audit.md): one row per merchant staff action on the queue, the orders or the settings,
 * written in the same transaction as the action, so a change that rolls back (a lost race, a 409) leaves no row.
 * The actor is a snapshot: their id (no foreign key, so removing a person keeps what they did) and their name
 * and role at the time.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<StaffRole>().notNull(),
    /** What was done, one of `auditActions` (packages/shared/src/domain/audit.ts): 'queue.call'. */
    action: text('action').notNull(),
    /** What it was done to: 'queue_entry', 'order_item', 'merchant'... and its id when it has one. */
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id'),
    /**
     * The diner's queue entry the action concerns (the entry itself, or the entry of the order or unit), so the
     * queue card and the table dialog read who called, seated or refused; null for settings.
     */
    queueEntryId: uuid('queue_entry_id'),
    /** The target's status before and after ('WAITING' → 'CALLED'); null where the action has none. */
    beforeStatus: text('before_status'),
    afterStatus: text('after_status'),
    /** A few facts about the action (the table, the item's name, the settings changed), at most 2 kB. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: utc('created_at').notNull().defaultNow(),
    /** Insertion order: rows of one transaction (a batch) read back in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    check('audit_entries_action_format', sql`${t.action} ~ '^[a-z][a-z_.]{1,47}$'`),
    check('audit_entries_target_kind_format', sql`${t.targetKind} ~ '^[a-z][a-z_]{1,31}$'`),
    check('audit_entries_actor_role', isOneOf(t.actorRole, staffRoles)),
    check('audit_entries_actor_name_length', sql`char_length(${t.actorName}) <= 200`),
    check(
      'audit_entries_status_length',
      sql`coalesce(char_length(${t.beforeStatus}), 0) <= 40 AND coalesce(char_length(${t.afterStatus}), 0) <= 40`,
    ),
    check('audit_entries_detail_size', sql`${t.detail} IS NULL OR octet_length(${t.detail}::text) <= 2048`),
    // The owner's day, and the day of one person.
    index('audit_entries_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('audit_entries_merchant_actor_created_idx').on(t.merchantId, t.actorUserId, t.createdAt),
    // The latest staff actions on one diner, for the queue card and the table dialog.
    index('audit_entries_queue_entry_idx')
      .on(t.queueEntryId, t.createdAt)
      .where(sql`${t.queueEntryId} IS NOT NULL`),
  ],
);
