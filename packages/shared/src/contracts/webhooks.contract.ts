import { z } from 'zod';
import { webhookDeliveryStatuses, webhookEventTypes } from '../domain/integrations';

// Messages end without a period: the server's validation answer appends one.

/** The most a webhook URL may hold (as the table's check). */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

const urlSchema = z
  .string({ error: 'Informe o endereço do webhook' })
  .trim()
  .min(1, { error: 'Informe o endereço do webhook' })
  .max(MAX_WEBHOOK_URL_LENGTH, {
    error: `O endereço pode ter no máximo ${MAX_WEBHOOK_URL_LENGTH} caracteres`,
  })
  .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), {
    error: 'O endereço do webhook deve começar com https://',
  });

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: 'Evento desconhecido' }), { error: 'Escolha os eventos' })
  .min(1, { error: 'Escolha pelo menos um evento' })
  .transform((events) => [...new Set(events)]);

/** `POST /merchant/webhooks {url, events}` (owner, rules §15 Webhooks). */
export const createWebhookBodySchema = z.object({ url: urlSchema, events: eventsSchema });
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** `PATCH /merchant/webhooks/{id} {url?, events?, enabled?}`: turning it on again clears its failures. */
export const updateWebhookBodySchema = z
  .object({ url: urlSchema.optional(), events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((b) => b.url !== undefined || b.events !== undefined || b.enabled !== undefined, {
    error: 'Nada a alterar',
  });
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

/** `{id}` of the webhook routes. */
export const webhookParamsSchema = z.object({ id: z.uuid({ error: 'Webhook inválido' }) });

/** `{id}/deliveries/{deliveryId}` of the retry route. */
export const webhookDeliveryParamsSchema = webhookParamsSchema.extend({
  deliveryId: z.uuid({ error: 'Entrega inválida' }),
});

/** An endpoint as the list shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `GET /merchant/webhooks`. */
export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** `POST /merchant/webhooks` → 201: the only answer that carries the secret. */
export const createdWebhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** One delivery of `GET /merchant/webhooks/{id}/deliveries` (the last 50, newest first). */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /merchant/webhooks/{id}/deliveries`. */
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/** `POST …/test` and `POST …/deliveries/{deliveryId}/retry` → 202: the delivery now due. */
export const webhookDeliveryQueuedSchema = z.object({ deliveryId: z.uuid() });
