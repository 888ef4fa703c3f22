import { type MerchantFull, merchantFullSchema } from '@suavez/shared/contracts/merchant.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the merchant's own data; every change answers the new data and replaces it. */
export const merchantFullKey = (merchantId: string) => ['merchant', 'full', merchantId] as const;

/** `GET /merchant/full?id`: profile, flags, open state and work shifts. */
export function getMerchantFull(merchantId: string, signal?: AbortSignal): Promise<MerchantFull> {
  return apiFetch('/merchant/full', {
    query: { id: merchantId },
    schema: merchantFullSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The merchant's own data, refreshed every minute (the schedule may open or close the store). */
export function useMerchantFullQuery(merchantId: string) {
  return useQuery({
    queryKey: merchantFullKey(merchantId),
    queryFn: ({ signal }) => getMerchantFull(merchantId, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
