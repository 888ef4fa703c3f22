import { z } from 'zod';
import { apiKeyScopes, webhookDeliveryStatuses } from '../domain/integrations';

// The answers of the owner's 'Integrações' screen (rules §15), as the screen reads them.

/** `GET /merchant/api-keys` item: never the key itself, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** One key in the list. */
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** `POST /merchant/api-keys` 201: the only time the key itself is sent. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  key: z.string(),
});

/** A new key, with the key to copy. */
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `GET /merchant/webhooks` item: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the server turned it off (20 failures in a row), shown to the owner. */
  disabledReason: z.string().nullish(),
  consecutiveFailures: z.number().int().default(0),
});

/** One endpoint. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `POST /merchant/webhooks` 201: the only time the signing secret is sent. */
export const createdWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  secret: z.string(),
});

/** A new endpoint, with its secret to copy. */
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** `GET /merchant/webhooks/{id}/deliveries` item. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
});

/** One delivery. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The lists. */
export const apiKeySummaryListSchema = z.array(apiKeySummarySchema);
export const webhookEndpointListSchema = z.array(webhookEndpointSchema);
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);
