import { liveEventKinds } from '@suavez/shared/domain/live-event-kind';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf, utc } from './sql-helpers';

/**
 * One change a live stream may show (a queue entry, or an order or item of that entry), written by the
 * database's own triggers (migration 0004) in the transaction that made the change, so every code path
 * emits: services, the deadline sweeper, purges, the CLI. The same trigger sends it with `pg_notify` on
 * the `suavez_live` channel, which PostgreSQL delivers only on commit. The row is kept for a few minutes so
 * a reconnecting stream can replay what it missed (`Last-Event-ID`). No foreign keys: an event may outlive
 * the entry it names (a purge deletes the entry and its orders in one statement).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** Increasing across every server process: the SSE event id. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: uuid('merchant_id').notNull(),
    queueEntryId: uuid('queue_entry_id').notNull(),
    /** The entry's owner (queue_entries.consumer_id), not the consumer who made the change. */
    consumerId: uuid('consumer_id').notNull(),
    orderId: uuid('order_id'),
    kind: text('kind').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('live_events_kind', isOneOf(t.kind, liveEventKinds)),
    // Replays read one stream's key after an id; pruning reads by age.
    index('live_events_merchant_idx').on(t.merchantId, t.id),
    index('live_events_entry_idx').on(t.queueEntryId, t.id),
    index('live_events_consumer_idx').on(t.consumerId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);
