import {
  type MerchantCounts,
  merchantCountsResponseSchema,
} from '@suavez/shared/contracts/merchant-counts.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { HOST_SIGNALS_POLL_MS, hostSignalsKey } from './list-host-signals.api';

/**
 * Query key of the top bar's numbers: under the host's signals' key, so every live event that refreshes the
 * signals (the queue's, the hall's and the kitchen's streams) refreshes them too.
 */
export const merchantCountsKey = (merchantId: string) => [...hostSignalsKey(merchantId), 'counts'] as const;

/** `GET /queue/counts?merchantId`: waiting now, seated tables, units in the kitchen. */
export function getMerchantCounts(merchantId: string, signal?: AbortSignal): Promise<MerchantCounts> {
  return apiFetch('/queue/counts', {
    query: { merchantId },
    schema: merchantCountsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The top bar's numbers, polled like the host's signals (docs/screens.md#top-bar); null: none yet. */
export function useMerchantCountsQuery(merchantId: string | null) {
  return useQuery({
    queryKey: merchantCountsKey(merchantId ?? ''),
    queryFn: ({ signal }) => getMerchantCounts(merchantId ?? '', signal),
    enabled: merchantId !== null,
    refetchInterval: HOST_SIGNALS_POLL_MS,
  });
}
