// Types only: the consumer's pages leave zod out of their bundle (100 KB gzip budget).
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /merchant?id&public=true`: the restaurant as the join page shows it. The public menu reads it too,
 * with its own copy of these three lines: shared, it would be a chunk of its own on both pages.
 */
export function getPublicMerchant(id: string, signal?: AbortSignal): Promise<PublicMerchant> {
  return apiFetch<PublicMerchant>('/merchant', { query: { id, public: true }, signal });
}

/** The public merchant, loaded once per visit of the join page. */
export function usePublicMerchantQuery(id: string | null) {
  return useQuery({
    queryKey: ['public-merchant', id],
    queryFn: ({ signal }) => getPublicMerchant(id as string, signal),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}
