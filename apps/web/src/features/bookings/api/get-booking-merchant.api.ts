import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /merchant?id&public=true`: the restaurant as the join page shows it. Its own copy of the join page's
 * three lines (as the public menu has): shared, it would be a chunk of its own on both pages.
 */
export function useBookingMerchantQuery(id: string) {
  return useQuery({
    queryKey: ['public-merchant', id],
    queryFn: ({ signal }) => apiFetch<PublicMerchant>('/merchant', { query: { id, public: true }, signal }),
    refetchOnWindowFocus: false,
  });
}
