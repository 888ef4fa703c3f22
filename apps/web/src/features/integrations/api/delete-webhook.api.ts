import { apiFetch } from '@/lib/api-client';

/** `DELETE /merchant/webhooks/{id}` (owner): nothing more is sent to it. */
export function deleteWebhook(id: string): Promise<unknown> {
  return apiFetch(`/merchant/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
