import {
  type WebhookDelivery,
  webhookDeliveryListSchema,
} from '@suavez/shared/contracts/integration-answers.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of one endpoint's deliveries. */
export const webhookDeliveriesKey = (endpointId: string) => [
  'merchant',
  'webhooks',
  endpointId,
  'deliveries',
];

/** `GET /merchant/webhooks/{id}/deliveries` (owner): the last deliveries. */
export function listWebhookDeliveries(endpointId: string, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return apiFetch(`/merchant/webhooks/${encodeURIComponent(endpointId)}/deliveries`, {
    schema: webhookDeliveryListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** One endpoint's deliveries, while its table is open. */
export function useWebhookDeliveriesQuery(endpointId: string | null) {
  return useQuery({
    queryKey: webhookDeliveriesKey(endpointId ?? ''),
    queryFn: ({ signal }) => listWebhookDeliveries(endpointId ?? '', signal),
    enabled: endpointId !== null,
  });
}
