// Types only: the consumer's pages do not download zod (their JS budget is 100 KB gzip); the answer comes
// from our own server, whose contract tests check its shape.
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of a merchant's public profile. */
export const publicMerchantKey = (merchantId: string) => ['menu', 'merchant', merchantId] as const;

/**
 * `GET /merchant?id&public=true`: the merchant's public profile. The join page reads it too, with its own
 * copy of these three lines: shared, it would be a chunk of its own on both pages (scripts/check-bundle.mjs).
 */
export function getPublicMerchant(merchantId: string, signal?: AbortSignal): Promise<PublicMerchant> {
  return apiFetch<PublicMerchant>('/merchant', { query: { id: merchantId, public: true }, signal });
}

/** The merchant's public profile; idle while there is no id. */
export function usePublicMerchantQuery(merchantId: string | null) {
  return useQuery({
    queryKey: publicMerchantKey(merchantId ?? ''),
    queryFn: ({ signal }) => getPublicMerchant(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
  });
}
