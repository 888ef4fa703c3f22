import { readdirSync, readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

// The door to a distributed PostgreSQL (Citus, distributed by merchant_id: docs/scaling.md#distributed-postgresql)
// stays open while every tenant table carries merchant_id, or reaches it through a foreign key, and every
// query of a tenant table names the merchant. What does not is listed here, each with its reason, so a new
// table or query that forgets the merchant fails until it names it or says why it cannot.

/** Where a table without a merchant_id column stands (docs/scaling.md#tables). */
type Placement =
  /** The tenant itself: its id is the merchant id. */
  | { kind: 'root' }
  /** One merchant's rows reached through `parent` (a foreign key), without merchant_id; none today. */
  | { kind: 'child'; parent: string }
  /** A consumer's, and a consumer visits many restaurants. */
  | { kind: 'consumer' }
  /** The service's own, no restaurant's. */
  | { kind: 'global' };

const tablesWithoutMerchantId: Record<string, Placement> = {
  merchants: { kind: 'root' },
  consumers: { kind: 'consumer' },
  verification_codes: { kind: 'consumer' },
  verification_code_tries: { kind: 'consumer' },
  push_subscriptions: { kind: 'consumer' },
  idempotency_keys: { kind: 'consumer' },
  consumer_sign_in_links: { kind: 'consumer' },
  whatsapp_inbox: { kind: 'global' },
  sms_outbox: { kind: 'global' },
  email_outbox: { kind: 'global' },
  rate_limit_counters: { kind: 'global' },
  job_runs: { kind: 'global' },
  contact_leads: { kind: 'global' },
};

/** Every table the schema declares (each `*.schema.ts` of db/schema). */
async function loadTables(): Promise<PgTable[]> {
  const folder = new URL('./schema/', import.meta.url);
  const tables: PgTable[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.schema.ts'))) {
    const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (is(value, PgTable)) tables.push(value);
  }
  return tables;
}

const hasMerchantId = (table: PgTable) =>
  getTableConfig(table).columns.some((column) => column.name === 'merchant_id');

describe('tenant tables', () => {
  it('carry merchant_id, or are listed with their place', async () => {
    const tables = await loadTables();
    expect(tables.length).toBeGreaterThan(20);
    const unlisted = tables
      .filter((table) => !hasMerchantId(table))
      .map((table) => getTableConfig(table).name)
      .filter((name) => !(name in tablesWithoutMerchantId));
    expect(unlisted, 'tabela sem merchant_id: adicione a coluna ou explique em docs/scaling.md').toEqual([]);
    // The list shrinks with the schema: a table that gained merchant_id or is gone leaves it.
    const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
    const stale = Object.keys(tablesWithoutMerchantId).filter((name) => {
      const table = byName.get(name);
      return !table || hasMerchantId(table);
    });
    expect(stale).toEqual([]);
  });

  it('reach the merchant through a foreign key when they are a child', async () => {
    const byName = new Map((await loadTables()).map((table) => [getTableConfig(table).name, table]));
    const reachesMerchant = (name: string, seen: string[] = []): boolean => {
      const table = byName.get(name);
      if (!table || seen.includes(name)) return false;
      if (hasMerchantId(table) || tablesWithoutMerchantId[name]?.kind === 'root') return true;
      const placement = tablesWithoutMerchantId[name];
      if (placement?.kind !== 'child') return false;
      const parents = getTableConfig(table).foreignKeys.map(
        (key) => getTableConfig(key.reference().foreignTable).name,
      );
      return parents.includes(placement.parent) && reachesMerchant(placement.parent, [...seen, name]);
    };
    const children = Object.entries(tablesWithoutMerchantId).filter(([, place]) => place.kind === 'child');
    expect(children.filter(([name]) => !reachesMerchant(name))).toEqual([]);
  });

  it('are each described in docs/scaling.md', async () => {
    const doc = readFileSync(new URL('../../../../docs/scaling.md', import.meta.url), 'utf8');
    const names = (await loadTables()).map((table) => getTableConfig(table).name);
    expect(names.filter((name) => !doc.includes(`| \`${name}\``))).toEqual([]);
  });
});

// Queries. Repositories are the only code that touches the database (docs/architecture.md); a function of
// one that reads or writes a tenant table names the merchant (merchantId, merchant_id, or the merchants
// row's own id): a row found by its key is found with the merchant the caller already holds. Those that do
// not, and why:
const queryReasons = {
  /** A consumer's own visits at every restaurant: their screens, the export, the anonymisation. */
  consumer: 'consumer',
  /** Work over every restaurant: the outbox, pruning, retention, metrics, the sitemap's public restaurants. */
  allTenants: 'allTenants',
  /**
   * Finds the restaurant from a key that names no merchant: a Pix provider's txid, an e-mail typed in the
   * CLI, the queue or order id a diner's call carries (their pass). Every read after it names the merchant.
   */
  lookup: 'lookup',
} as const;
type QueryReason = keyof typeof queryReasons;

const queriesWithoutMerchant: Record<string, QueryReason> = {
  'live/live.repository.ts#readLiveHorizon': 'allTenants',
  'live/live.repository.ts#pruneLiveEvents': 'allTenants',
  'metrics/metrics.repository.ts#countOutbox': 'allTenants',
  'notification/notification.repository.ts#claimDueNotifications': 'allTenants',
  'notification/notification.repository.ts#listWaitingChannels': 'allTenants',
  'bookings/bookings.repository.ts#lockBookingById': 'lookup',
  'page-meta/page-meta.repository.ts#listPublicShortIds': 'allTenants',
  'pix/pix-charge.repository.ts#lockChargeByTxid': 'lookup',
  'pix/pix-charge.repository.ts#hasEndToEndId': 'lookup',
  // An API request names only its key; the key's restaurant is what it may touch (docs/integrations.md#keys).
  'api-keys/api-keys.repository.ts#findApiKey': 'lookup',
  'api-keys/api-keys.repository.ts#findLiveApiKeyByHash': 'lookup',
  'api-keys/api-keys.repository.ts#touchApiKeyLastUsed': 'lookup',
  // An endpoint or delivery found by its id, then checked against the caller's restaurant.
  'webhooks/webhooks.repository.ts#findWebhookEndpoint': 'lookup',
  'webhooks/webhooks.repository.ts#listWebhookDeliveries': 'lookup',
  'webhooks/webhooks.repository.ts#findWebhookDelivery': 'lookup',
  'webhooks/webhooks.repository.ts#rearmWebhookDelivery': 'lookup',
  // The delivery worker, over every restaurant's outbox.
  'webhooks/webhooks.repository.ts#claimDueWebhookDeliveries': 'allTenants',
  'webhooks/webhooks.repository.ts#recordWebhookOutcome': 'allTenants',
  'webhooks/webhooks.repository.ts#resetWebhookFailures': 'allTenants',
  'webhooks/webhooks.repository.ts#countWebhookFailure': 'allTenants',
  // A WhatsApp status callback names only the message id the send returned (docs/whatsapp.md#statuses).
  'whatsapp/whatsapp-status.repository.ts#hasProviderMessage': 'lookup',
  'whatsapp/whatsapp-status.repository.ts#advanceNotificationDelivery': 'lookup',
  'whatsapp/whatsapp-status.repository.ts#failSentNotification': 'lookup',
  'bookings/bookings.repository.ts#findConsumerBookingView': 'consumer',
  'bookings/bookings.repository.ts#listConsumerBookingViews': 'consumer',
  'queue/queue-view.repository.ts#findActiveEntryView': 'consumer',
  'queue/queue-view.repository.ts#findLatestEntryView': 'consumer',
  // A diner's call carries only the queue or order id (their pass): these reads find the restaurant.
  'order/order.repository.ts#findOrderByPass': 'lookup',
  'order/order.repository.ts#lockQueueEntryForShareByPass': 'lookup',
  'queue/queue.repository.ts#findQueueEntry': 'lookup',
  'queue/queue.repository.ts#lockQueueEntryByPass': 'lookup',
  'retention/consumer-anonymization.repository.ts#hasNoActiveVisit': 'consumer',
  'retention/consumer-anonymization.repository.ts#isInactiveSince': 'consumer',
  'retention/consumer-anonymization.repository.ts#anonymizeConsumers': 'consumer',
  'retention/consumer-data.repository.ts#listItemsOf': 'consumer',
  'retention/consumer-data.repository.ts#listNotificationsOf': 'consumer',
  'retention/notification-retention.repository.ts#deleteNotificationsOfEndedVisits': 'allTenants',
};

/** The Drizzle names of the tenant tables (those with merchant_id, the root and its children). */
const tenantTableNames = [
  'merchants',
  'merchantUsers',
  'merchantSessions',
  'workShifts',
  'catalogs',
  'categories',
  'items',
  'queueEntries',
  'queueEntryHistory',
  'feedback',
  'notifications',
  'orders',
  'orderItems',
  'pixCharges',
  'liveEvents',
  'bookings',
  'bookingSettings',
  'apiKeys',
  'webhookEndpoints',
  'webhookDeliveries',
];

const declaration =
  /^(?:export )?(?:async )?function (\w+)|^(?:export )?const (\w+)\s*=\s*(?:async\s*)?\(|^(?:export )?(?:const|let|interface|type|class|enum) \w+/gm;
const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** `label#function` of each function of `source` that touches a tenant table without naming the merchant. */
function scanRepository(label: string, source: string): string[] {
  const code = stripComments(source);
  const starts = [...code.matchAll(declaration)];
  return starts.flatMap((match, index) => {
    const name = match[1] ?? match[2];
    if (!name) return [];
    const body = code.slice(match.index, starts[index + 1]?.index ?? code.length);
    const touches = tenantTableNames.some((table) => new RegExp(`\\b${table}\\b`).test(body));
    return touches && !/merchantId|merchant_id|merchants\.id/.test(body) ? [`${label}#${name}`] : [];
  });
}

/** The scan of every `modules/<name>/*.repository.ts`. */
function listQueriesWithoutMerchant(): string[] {
  const modules = new URL('../modules/', import.meta.url);
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(new URL(`${folder.name}/`, modules))
        .filter((name) => name.endsWith('.repository.ts'))
        .flatMap((file) =>
          scanRepository(
            `${folder.name}/${file}`,
            readFileSync(new URL(`${folder.name}/${file}`, modules), 'utf8'),
          ),
        ),
    );
}

describe('tenant queries', () => {
  it('name the merchant, or are listed with their reason', () => {
    const found = listQueriesWithoutMerchant();
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.filter((key) => !(key in queriesWithoutMerchant)),
      'consulta de tabela de restaurante sem merchant_id: filtre pelo restaurante ou liste com o motivo',
    ).toEqual([]);
    // The list shrinks with the code: a function that now names the merchant, or is gone, leaves it.
    expect(Object.keys(queriesWithoutMerchant).filter((key) => !found.includes(key))).toEqual([]);
  });

  it('finds a query that forgets the merchant, and not one that names it', () => {
    const source = `
      // Orders of the merchant (a comment naming merchantId does not count).
      export async function listEverything(db: Db) {
        return db.select().from(orders);
      }
      const listMine = async (db: Db, merchantId: string) =>
        db.select().from(queueEntries).where(eq(queueEntries.merchantId, merchantId));
      export function formatOrder(order: OrderRow): string {
        return order.id;
      }`;
    // Top-level declarations start at the line's start, as in the repository files.
    expect(scanRepository('x.repository.ts', source.replace(/^ +/gm, ''))).toEqual([
      'x.repository.ts#listEverything',
    ]);
  });
});
