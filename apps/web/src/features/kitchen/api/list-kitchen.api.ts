import { type KitchenTables, kitchenResponseSchema } from '@suavez/shared/contracts/kitchen.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Polling period of the kitchen display when its live stream is off (docs/screens.md#fixed-values). */
export const KITCHEN_POLL_MS = 15_000;

/** Query key of the merchant's kitchen display. */
export const kitchenKey = (merchantId: string) => ['merchant', 'kitchen', merchantId] as const;

/** `GET /kitchen?merchantId`: the tables with units to prepare, longest waiting first (docs/kitchen.md). */
export function listKitchen(merchantId: string, signal?: AbortSignal): Promise<KitchenTables> {
  return apiFetch('/kitchen', {
    query: { merchantId },
    schema: kitchenResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The kitchen, polled every 15 s (the live stream refreshes it sooner). */
export function useKitchenQuery(merchantId: string) {
  return useQuery({
    queryKey: kitchenKey(merchantId),
    queryFn: ({ signal }) => listKitchen(merchantId, signal),
    refetchInterval: KITCHEN_POLL_MS,
  });
}
