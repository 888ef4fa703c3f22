import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '#test/migration-database';

// Migration 0017 (merchant_id on every table of one restaurant's rows, docs/scaling.md#tables) on a database
// that already holds two restaurants, each with a login, a menu and a seated table with its order: every
// row takes its own restaurant from its parent, no live event is written by the fill, and the outbox's
// triggers write the merchant on the notices they insert afterwards.

const openMigrationDatabase = useMigrationDatabase();

const merchantOf = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const idOf = (n: number, row: number) => `0000000${n}-0000-4000-8000-00000000000${row}`;

/** One restaurant as stored before 0017: every child row reaches it only through its parent. */
function storedRestaurant(n: number): string {
  const [user, catalog, category, item, consumer, entry, order] = [1, 2, 3, 4, 5, 6, 7].map((row) =>
    idOf(n, row),
  );
  return `
    INSERT INTO merchants (id, name, short_id) VALUES ('${merchantOf(n)}', 'Casa ${n}', 'casa00${n}');
    INSERT INTO merchant_users (id, merchant_id, email, password_hash)
      VALUES ('${user}', '${merchantOf(n)}', 'dono${n}@casa.com', 'hash');
    INSERT INTO merchant_sessions (user_id, expires_at) VALUES ('${user}', '2099-01-01T00:00:00Z');
    INSERT INTO account_links (user_id, purpose, token_hash, email, expires_at)
      VALUES ('${user}', 'reset-password', 'hash-${n}', 'dono${n}@casa.com', '2099-01-01T00:00:00Z');
    INSERT INTO catalogs (id, merchant_id, name, active)
      VALUES ('${catalog}', '${merchantOf(n)}', 'Cardápio', true);
    INSERT INTO categories (id, catalog_id, name) VALUES ('${category}', '${catalog}', 'Pratos');
    INSERT INTO items (id, category_id, name, price_cents) VALUES ('${item}', '${category}', 'Prato', 1000);
    INSERT INTO consumers (id, name) VALUES ('${consumer}', 'Ana ${n}');
    INSERT INTO queue_entries (id, merchant_id, consumer_id, status, slot)
      VALUES ('${entry}', '${merchantOf(n)}', '${consumer}', 'CHECK_IN', 2);
    INSERT INTO queue_entry_history (queue_entry_id, status) VALUES ('${entry}', 'CHECK_IN');
    INSERT INTO feedback (queue_entry_id, consumer_id, first_rating, second_rating, third_rating)
      VALUES ('${entry}', '${consumer}', 5, 4, 3);
    INSERT INTO notifications (queue_entry_id, kind, channel, due_at, next_attempt_at)
      VALUES ('${entry}', 'almost', 'push', now(), now());
    INSERT INTO orders (id, queue_entry_id, consumer_id) VALUES ('${order}', '${entry}', '${consumer}');
    INSERT INTO order_items (order_id, item_id, name, price_cents, prepared)
      VALUES ('${order}', '${item}', 'Prato', 1000, false);
  `;
}

const children = [
  'merchant_sessions',
  'account_links',
  'categories',
  'items',
  'queue_entry_history',
  'feedback',
  'notifications',
  'orders',
  'order_items',
];

describe('migration 0017 on stored data', () => {
  it('gives each child row its own restaurant, writes no live event, and the outbox names it', async () => {
    const { migrateTo, exec } = await openMigrationDatabase();
    await migrateTo('0016_phone_codes_device_tries');
    await exec(storedRestaurant(1) + storedRestaurant(2));
    const liveEvents = () => exec<{ n: number }>('SELECT count(*)::int AS n FROM live_events');
    const before = await liveEvents();

    await migrateTo();

    for (const table of children) {
      const rows = await exec<{ merchant: string; n: number }>(
        `SELECT merchant_id::text AS merchant, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`,
      );
      expect(rows, table).toEqual([
        { merchant: merchantOf(1), n: 1 },
        { merchant: merchantOf(2), n: 1 },
      ]);
    }
    expect(await liveEvents()).toEqual(before);
    // A call after the move: the trigger of 0008, replaced, writes the entry's merchant on its notices.
    await exec(`UPDATE queue_entries SET status = 'CALLED', last_status_at = now(),
      deadline_at = now() + interval '5 minutes' WHERE id = '${idOf(2, 6)}'`);
    const notices = await exec<{ kind: string; merchant: string }>(
      `SELECT kind, merchant_id::text AS merchant FROM notifications
       WHERE queue_entry_id = '${idOf(2, 6)}' ORDER BY kind`,
    );
    expect(notices).toEqual([
      { kind: 'almost', merchant: merchantOf(2) },
      { kind: 'called', merchant: merchantOf(2) },
      { kind: 'deadline', merchant: merchantOf(2) },
    ]);
    // A row without its restaurant cannot be stored any more.
    await expect(
      exec(`INSERT INTO merchant_sessions (user_id, expires_at) VALUES ('${idOf(1, 1)}', now())`),
    ).rejects.toThrow();
  }, 120_000);
});
