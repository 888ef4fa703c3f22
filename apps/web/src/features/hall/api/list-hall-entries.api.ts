import { type HallEntry, hallResponseSchema } from '@suavez/shared/contracts/order.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Polling period of the hall list (docs/screens.md#fixed-values). */
export const HALL_POLL_MS = 15_000;

/** Query key of the merchant's hall. */
export const hallKey = (merchantId: string) => ['merchant', 'hall', merchantId] as const;

/** `GET /queue/hall?merchantId`: the seated tables, already in the order of
 * docs/orders-and-bills.md#hall.
 */
export function listHallEntries(merchantId: string, signal?: AbortSignal): Promise<HallEntry[]> {
  return apiFetch('/queue/hall', {
    query: { merchantId },
    schema: hallResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The hall, polled every 15 s. */
export function useHallQuery(merchantId: string) {
  return useQuery({
    queryKey: hallKey(merchantId),
    queryFn: ({ signal }) => listHallEntries(merchantId, signal),
    refetchInterval: HALL_POLL_MS,
  });
}
