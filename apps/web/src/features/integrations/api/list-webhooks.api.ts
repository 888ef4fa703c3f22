import {
  type WebhookEndpoint,
  webhookEndpointListSchema,
} from '@suavez/shared/contracts/integration-answers.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the owner's endpoints; every change reads them again. */
export const webhooksKey = ['merchant', 'webhooks'] as const;

/** `GET /merchant/webhooks` (owner): the restaurant's endpoints. */
export function listWebhooks(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return apiFetch('/merchant/webhooks', { schema: webhookEndpointListSchema, ...(signal ? { signal } : {}) });
}

/** The owner's endpoints. */
export function useWebhooksQuery() {
  return useQuery({ queryKey: webhooksKey, queryFn: ({ signal }) => listWebhooks(signal) });
}
