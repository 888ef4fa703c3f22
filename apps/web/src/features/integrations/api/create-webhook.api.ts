import {
  type CreatedWebhook,
  createdWebhookSchema,
} from '@suavez/shared/contracts/integration-answers.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/webhooks {url, events}` (owner): the answer carries the signing secret, shown once. */
export function createWebhook(input: { url: string; events: string[] }): Promise<CreatedWebhook> {
  return apiFetch('/merchant/webhooks', { method: 'POST', body: input, schema: createdWebhookSchema });
}
