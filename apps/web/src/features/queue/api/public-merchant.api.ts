import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The diner's pages leave zod out of their bundle (100 KB gzip budget): answers are typed, not parsed.

/** `GET /merchant?id&public=true`: the restaurant as the join page shows it. */
export function fetchPublicMerchant(id: string, signal?: AbortSignal): Promise<PublicMerchant> {
  return apiFetch<PublicMerchant>('/merchant', { query: { id, public: true }, signal });
}

/** The public merchant, loaded once per visit of the join page. */
export function usePublicMerchant(id: string | null) {
  return useQuery({
    queryKey: ['public-merchant', id],
    queryFn: ({ signal }) => fetchPublicMerchant(id as string, signal),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}
