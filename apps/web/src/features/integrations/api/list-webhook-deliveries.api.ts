import {
  type WebhookDelivery,
  webhookDeliveryListSchema,
} from '@suavez/shared/contracts/integration-answers.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * How often an open 'Entregas' reads the list again while a delivery is 'Aguardando': the worker sends a due
 * one within a second or two ('Testar', a retry), and the owner watches for 'Entregue' (docs/screens.md).
 */
export const WEBHOOK_DELIVERIES_POLL_MS = 2_000;

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

/** One endpoint's deliveries, while its table is open; read again while one of them is still pending. */
export function useWebhookDeliveriesQuery(endpointId: string | null) {
  return useQuery({
    queryKey: webhookDeliveriesKey(endpointId ?? ''),
    queryFn: ({ signal }) => listWebhookDeliveries(endpointId ?? '', signal),
    enabled: endpointId !== null,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending')
        ? WEBHOOK_DELIVERIES_POLL_MS
        : false,
  });
}
