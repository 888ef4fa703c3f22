import { apiFetch } from '@/lib/api-client';

/** What an edit may change. */
export interface WebhookChanges {
  url?: string;
  events?: string[];
  enabled?: boolean;
}

/** `PATCH /merchant/webhooks/{id} {url?, events?, enabled?}` (owner); turning it on again clears its failures. */
export function updateWebhook(id: string, changes: WebhookChanges): Promise<unknown> {
  return apiFetch(`/merchant/webhooks/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}
