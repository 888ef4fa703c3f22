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

/** How often the join page reads its restaurant again (docs/screens.md#fixed-values). */
export const JOIN_PAGE_POLL_MS = 30_000;

/**
 * The public merchant. The join page (`isPolled`) reads it again every 30 s while it is open, so a
 * restaurant that opens (or closes) shows the form (or its hours) without a reload
 * (docs/screens.md#join-page); elsewhere it is read once per visit.
 */
export function usePublicMerchantQuery(id: string, { isPolled = false } = {}) {
  return useQuery({
    queryKey: ['public-merchant', id],
    queryFn: ({ signal }) => getPublicMerchant(id, signal),
    refetchInterval: isPolled ? JOIN_PAGE_POLL_MS : false,
    refetchOnWindowFocus: false,
  });
}
