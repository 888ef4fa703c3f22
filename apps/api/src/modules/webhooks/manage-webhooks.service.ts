import { randomUUID } from 'node:crypto';
import type {
  CreatedWebhook,
  WebhookDelivery,
  WebhookEndpoint,
} from '@suavez/shared/contracts/webhooks.contract';
import { webhookPingType } from '@suavez/shared/domain/integrations';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { ownedRow } from '#api/lib/owned-row';
import { createWebhookSecret } from './webhook-signature';
import {
  deleteWebhookEndpoint,
  findWebhookDelivery,
  findWebhookEndpoint,
  insertWebhookDelivery,
  insertWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rearmWebhookDelivery,
  updateWebhookEndpoint,
  type WebhookEndpointRow,
} from './webhooks.repository';

/** How many deliveries the list shows. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
});

/** The endpoint `id` when it is the restaurant's; 403 otherwise, unknown ones too (docs/access.md#unknown-ids). */
async function getOwnEndpoint(db: Db, merchantId: string, id: string): Promise<WebhookEndpointRow> {
  return ownedRow(await findWebhookEndpoint(db, id), (row) => row.merchantId === merchantId);
}

/** `POST /merchant/webhooks` (its URL already passed `checkWebhookUrl`): makes the secret and answers it, once. */
export async function createWebhook(options: {
  db: Db;
  merchantId: string;
  url: string;
  events: string[];
}): Promise<CreatedWebhook> {
  const row = await insertWebhookEndpoint(options.db, {
    merchantId: options.merchantId,
    url: options.url,
    events: options.events,
    secret: createWebhookSecret(),
  });
  return { id: row.id, url: row.url, events: row.events, secret: row.secret };
}

/** `GET /merchant/webhooks`: never the secret. */
export async function listWebhooks(options: { db: Db; merchantId: string }): Promise<WebhookEndpoint[]> {
  return (await listWebhookEndpoints(options.db, options.merchantId)).map(toEndpoint);
}

/** `PATCH /merchant/webhooks/{id}` (a new URL already checked again): turning it on clears the failures. */
export async function changeWebhook(options: {
  db: Db;
  merchantId: string;
  id: string;
  fields: { url?: string; events?: string[]; enabled?: boolean };
  now: Date;
}): Promise<WebhookEndpoint> {
  await getOwnEndpoint(options.db, options.merchantId, options.id);
  const row = await updateWebhookEndpoint(options.db, {
    id: options.id,
    merchantId: options.merchantId,
    ...options.fields,
    now: options.now,
  });
  if (!row) throw new AppError('FORBIDDEN');
  return toEndpoint(row);
}

/** `DELETE /merchant/webhooks/{id}`. */
export async function removeWebhook(options: { db: Db; merchantId: string; id: string }): Promise<void> {
  await getOwnEndpoint(options.db, options.merchantId, options.id);
  if (!(await deleteWebhookEndpoint(options.db, options))) throw new AppError('FORBIDDEN');
}

/** `POST /merchant/webhooks/{id}/test`: a `ping` due now; an endpoint turned off answers 409 (turn it on first). */
export async function pingWebhook(options: {
  db: Db;
  merchantId: string;
  id: string;
  now: Date;
}): Promise<{ deliveryId: string }> {
  const endpoint = await getOwnEndpoint(options.db, options.merchantId, options.id);
  if (!endpoint.enabled)
    throw new AppError('CONFLICT', 'Este webhook está desligado: ligue-o antes de testar.');
  const row = await insertWebhookDelivery(options.db, {
    merchantId: options.merchantId,
    endpointId: endpoint.id,
    eventKey: `${webhookPingType}:${randomUUID()}`,
    type: webhookPingType,
    data: { endpointId: endpoint.id },
    now: options.now,
  });
  return { deliveryId: row.id };
}

/** `GET /merchant/webhooks/{id}/deliveries`: the last 50, newest first. */
export async function listDeliveries(options: {
  db: Db;
  merchantId: string;
  id: string;
}): Promise<WebhookDelivery[]> {
  const endpoint = await getOwnEndpoint(options.db, options.merchantId, options.id);
  const rows = await listWebhookDeliveries(options.db, endpoint.id, WEBHOOK_DELIVERIES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** `POST /merchant/webhooks/{id}/deliveries/{deliveryId}/retry`: due now again. */
export async function retryDelivery(options: {
  db: Db;
  merchantId: string;
  id: string;
  deliveryId: string;
  now: Date;
}): Promise<{ deliveryId: string }> {
  const endpoint = await getOwnEndpoint(options.db, options.merchantId, options.id);
  const delivery = ownedRow(
    await findWebhookDelivery(options.db, { id: options.deliveryId, endpointId: endpoint.id }),
    () => true,
  );
  await rearmWebhookDelivery(options.db, { id: delivery.id, now: options.now });
  return { deliveryId: delivery.id };
}
