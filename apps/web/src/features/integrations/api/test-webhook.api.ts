import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/webhooks/{id}/test` (owner): sends a `ping`, seen under 'Entregas'. */
export function testWebhook(id: string): Promise<unknown> {
  return apiFetch(`/merchant/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST' });
}
