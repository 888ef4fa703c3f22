import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /merchant?id&public=true` for the status page's push card (loaded lazily): the join page's read, same
 * key and answer, in a copy of its own. Importing the join page's module from here would make that module a
 * chunk of its own on the join page, one file too many there (README.md#front-end).
 */
export function usePushCardMerchantQuery(id: string) {
  return useQuery({
    queryKey: ['public-merchant', id],
    queryFn: ({ signal }) => apiFetch<PublicMerchant>('/merchant', { query: { id, public: true }, signal }),
    refetchOnWindowFocus: false,
  });
}
