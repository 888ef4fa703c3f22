import {
  type PurgeQueueResponse,
  purgeQueueResponseSchema,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /queue/purge?id&reason`: every consumer still waiting leaves the queue with the reason. */
export function purgeQueue(merchantId: string, reason: string): Promise<PurgeQueueResponse> {
  return apiFetch('/queue/purge', {
    method: 'PATCH',
    query: { id: merchantId, reason },
    schema: purgeQueueResponseSchema,
  });
}
