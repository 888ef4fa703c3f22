import {
  type CurrentQueueFilterStatus,
  currentQueueResponseSchema,
  type MerchantQueueEntry,
  type QueueSlotFilter,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Polling period of the merchant queue (docs/screens.md#fixed-values). */
export const MERCHANT_QUEUE_POLL_MS = 15_000;

/** What the queue filter asks for. */
export interface CurrentQueueFilter {
  statuses: readonly CurrentQueueFilterStatus[];
  slots: readonly QueueSlotFilter[];
}

/** Query key prefix of the merchant's live queue (every filter). */
export const currentQueueKeyPrefix = (merchantId: string) => ['merchant', 'queue', merchantId] as const;

/** `GET /queue/current?merchantId&status&slots`: comma lists; oldest first. */
export function listCurrentQueue(
  merchantId: string,
  filter: CurrentQueueFilter,
  signal?: AbortSignal,
): Promise<MerchantQueueEntry[]> {
  return apiFetch('/queue/current', {
    query: { merchantId, status: filter.statuses, slots: filter.slots },
    schema: currentQueueResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The live queue, polled every 15 s. With no table size or no status selected nothing is sent
 * (docs/queue.md#reading-the-queue) and the list is empty.
 */
export function useCurrentQueueQuery(merchantId: string, filter: CurrentQueueFilter) {
  const isEnabled = filter.statuses.length > 0 && filter.slots.length > 0;
  return useQuery({
    queryKey: [...currentQueueKeyPrefix(merchantId), [...filter.statuses].sort(), [...filter.slots].sort()],
    queryFn: ({ signal }) => listCurrentQueue(merchantId, filter, signal),
    enabled: isEnabled,
    refetchInterval: MERCHANT_QUEUE_POLL_MS,
  });
}
