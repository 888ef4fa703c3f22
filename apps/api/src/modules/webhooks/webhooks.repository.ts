import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { webhookDeliveries, webhookEndpoints } from '#api/db/schema/integration.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';

/** One endpoint row. */
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** One delivery row. */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Adds an endpoint. */
export async function insertWebhookEndpoint(
  db: Db,
  values: { merchantId: string; url: string; events: string[]; secret: string },
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row as WebhookEndpointRow;
}

/** The restaurant's endpoints, oldest first. */
export function listWebhookEndpoints(db: Db, merchantId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.merchantId, merchantId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** An endpoint by id, whoever's it is. */
export async function findWebhookEndpoint(db: Db, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** Changes an endpoint of the restaurant; turning it on clears its failures and the reason. */
export async function updateWebhookEndpoint(
  db: Db,
  options: { id: string; merchantId: string; url?: string; events?: string[]; enabled?: boolean; now: Date },
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(options.url !== undefined ? { url: options.url } : {}),
      ...(options.events !== undefined ? { events: options.events } : {}),
      ...(options.enabled !== undefined ? { enabled: options.enabled, disabledReason: null } : {}),
      ...(options.enabled === true ? { consecutiveFailures: 0 } : {}),
      updatedAt: options.now,
    })
    .where(and(eq(webhookEndpoints.id, options.id), eq(webhookEndpoints.merchantId, options.merchantId)))
    .returning();
  return row;
}

/** Removes an endpoint of the restaurant (its deliveries go with it). */
export async function deleteWebhookEndpoint(db: Db, options: { id: string; merchantId: string }) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, options.id), eq(webhookEndpoints.merchantId, options.merchantId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Adds a delivery row due at `now` (the test button's ping). */
export async function insertWebhookDelivery(
  db: Db,
  values: {
    merchantId: string;
    endpointId: string;
    eventKey: string;
    type: string;
    data: unknown;
    now: Date;
  },
): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      merchantId: values.merchantId,
      endpointId: values.endpointId,
      eventKey: values.eventKey,
      type: values.type,
      data: values.data,
      occurredAt: values.now,
      nextAttemptAt: values.now,
    })
    .returning();
  return row as WebhookDeliveryRow;
}

/** The endpoint's last `limit` deliveries, newest first. */
export function listWebhookDeliveries(
  db: Db,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** A delivery of an endpoint. */
export async function findWebhookDelivery(db: Db, options: { id: string; endpointId: string }) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, options.id), eq(webhookDeliveries.endpointId, options.endpointId)));
  return row;
}

/** Makes a delivery due now again ('Reenviar'): pending, with its tries counted afresh (a failed one has none left). */
export async function rearmWebhookDelivery(db: Db, options: { id: string; now: Date }) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: options.now, finishedAt: null })
    .where(eq(webhookDeliveries.id, options.id));
}

/** A claimed delivery with what sending it needs: its endpoint's URL and secret. */
export interface ClaimedWebhookDelivery extends WebhookDeliveryRow {
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due pending deliveries of enabled endpoints in one statement (docs/integrations.md
 * #delivery), as the notification worker does: `FOR UPDATE SKIP LOCKED`, counts the try and moves
 * `next_attempt_at` to `leaseUntil`, committed at once. The new `attempts` and `next_attempt_at` are the
 * claim the outcome must still match.
 */
export async function claimDueWebhookDeliveries(
  db: Db,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedWebhookDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, options.now),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(options.limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, 'pending')))
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  return claimed.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
  });
}

/** What one claimed try became. */
export interface WebhookDeliveryOutcome {
  status: 'pending' | 'delivered' | 'failed';
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt?: Date;
  finishedAt: Date | null;
}

/**
 * Writes a claimed try's outcome only over the same claim (pending, its attempts and lease): a row taken
 * over after its lease, or re-armed by 'Reenviar', keeps its newer state. Answers whether it was written.
 */
export async function recordWebhookOutcome(
  db: Db,
  claim: Pick<WebhookDeliveryRow, 'id' | 'attempts' | 'nextAttemptAt'>,
  outcome: WebhookDeliveryOutcome,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      lastStatusCode: outcome.lastStatusCode,
      lastError: outcome.lastError,
      finishedAt: outcome.finishedAt,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(
      and(
        eq(webhookDeliveries.id, claim.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, claim.attempts),
        eq(webhookDeliveries.nextAttemptAt, claim.nextAttemptAt),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** A delivered try: the endpoint's failures in a row go back to 0. */
export async function resetWebhookFailures(db: Db, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutiveFailures} <> 0`));
}

/**
 * A failed try: one more failure in a row, in one statement (two workers failing at once both count); the
 * try that reaches `limit` turns the endpoint off with `reason`. Answers whether this try turned it off.
 */
export async function countWebhookFailure(
  db: Db,
  options: { endpointId: string; limit: number; reason: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      enabled: sql`CASE WHEN ${webhookEndpoints.consecutiveFailures} + 1 >= ${options.limit} THEN false ELSE ${webhookEndpoints.enabled} END`,
      disabledReason: sql`CASE WHEN ${webhookEndpoints.enabled} AND ${webhookEndpoints.consecutiveFailures} + 1 >= ${options.limit} THEN ${options.reason} ELSE ${webhookEndpoints.disabledReason} END`,
      updatedAt: options.now,
    })
    .where(eq(webhookEndpoints.id, options.endpointId))
    .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled });
  return row !== undefined && !row.enabled && row.failures === options.limit;
}

/** An endpoint's address, its restaurant's name, and the addresses of the restaurant's owners. */
export async function findWebhookOwners(
  db: Db,
  endpointId: string,
): Promise<{ url: string; restaurant: string; emails: string[] } | undefined> {
  const rows = await db
    .select({ url: webhookEndpoints.url, restaurant: merchants.name, email: merchantUsers.email })
    .from(webhookEndpoints)
    .innerJoin(merchants, eq(merchants.id, webhookEndpoints.merchantId))
    .leftJoin(
      merchantUsers,
      and(eq(merchantUsers.merchantId, webhookEndpoints.merchantId), eq(merchantUsers.role, 'owner')),
    )
    .where(eq(webhookEndpoints.id, endpointId))
    .orderBy(asc(merchantUsers.email));
  const [first] = rows;
  if (!first) return undefined;
  const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
  return { url: first.url, restaurant: first.restaurant, emails };
}
