import {
  type ApiKeyScope,
  type WebhookDeliveryStatus,
  webhookDeliveryStatuses,
} from '@suavez/shared/domain/integrations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchant.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/**
 * A restaurant's API key (docs/integrations.md#keys): shown once when made, kept as the SHA-256 of the key
 * (a random key of 32+ bytes needs no slow hash), with its scopes; revoked at once by `revoked_at`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The key's first characters (`sv_` and a few more), shown in the list so the owner knows which it is. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    /** When a request last used it (updated at most once a minute). */
    lastUsedAt: utc('last_used_at'),
    /** When the owner revoked it; a revoked key opens nothing. */
    revokedAt: utc('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_unique').on(t.keyHash),
    index('api_keys_merchant_idx').on(t.merchantId, t.createdAt),
    check('api_keys_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
    check('api_keys_scopes_present', sql`cardinality(${t.scopes}) >= 1`),
  ],
);

/**
 * A restaurant's webhook endpoint (docs/integrations.md#webhooks): where the events it subscribed to are
 * posted, signed as the Standard Webhooks specification says with its secret (`whsec_…`, shown once). Turned
 * off after 20 failed deliveries in a row, with the reason for the owner.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<string[]>().notNull(),
    /** The signing secret, `whsec_` + base64 of 24+ random bytes; needed to sign, so kept as it is. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the service turned it off (pt-BR, for the owner); null while on or when the owner turned it off. */
    disabledReason: text('disabled_reason'),
    /** Failed deliveries in a row; a delivered one sets it back to 0; 20 turns the endpoint off. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_merchant_idx').on(t.merchantId),
    check('webhook_endpoints_url_length', sql`char_length(${t.url}) BETWEEN 1 AND 2048`),
    check('webhook_endpoints_failures', sql`${t.consecutiveFailures} >= 0`),
  ],
);

/**
 * The webhooks' outbox (docs/integrations.md#delivery): one row per (event, endpoint), written in the
 * transaction of the change that causes it; a worker in every process claims due rows with
 * `FOR UPDATE SKIP LOCKED`, posts them and retries with growing delays over a day. The row's id is the
 * `webhook-id` header (the same across retries, so a receiver can drop repeats).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPk(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** What happened, with the row it happened to: one event reaches each subscribed endpoint once. */
    eventKey: text('event_key').notNull(),
    /** The event type (`order.sent`, …, or `ping`). */
    type: text('type').notNull(),
    /** The body's `data`, as it was when the change committed. */
    data: jsonb('data').notNull(),
    /** When the change happened: the body's `timestamp`. */
    occurredAt: utc('occurred_at').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: utc('next_attempt_at').notNull(),
    /** The HTTP status of the last try; null when there was no answer. */
    lastStatusCode: integer('last_status_code'),
    /** Why the last try failed (pt-BR, for the owner; never a secret). */
    lastError: text('last_error'),
    finishedAt: utc('finished_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_one_per_event').on(t.endpointId, t.eventKey),
    check('webhook_deliveries_status', isOneOf(t.status, webhookDeliveryStatuses)),
    check('webhook_deliveries_attempts', sql`${t.attempts} >= 0`),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
