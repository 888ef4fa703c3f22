import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/webhooks/{id}/deliveries/{deliveryId}/retry` (owner): sends that delivery again now. */
export function retryWebhookDelivery(endpointId: string, deliveryId: string): Promise<unknown> {
  return apiFetch(
    `/merchant/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    { method: 'POST' },
  );
}
