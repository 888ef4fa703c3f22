// Types only: keeps zod out of the consumer's bundle (see get-public-merchant.api.ts).
import type { ShortLinkResponse } from '@suavez/shared/contracts/merchant-public.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /merchant/short?shortId`: the id of the merchant a short link names. */
export function getShortLink(shortId: string, signal?: AbortSignal): Promise<ShortLinkResponse> {
  return apiFetch<ShortLinkResponse>('/merchant/short', { query: { shortId }, signal });
}

/** Resolves a short link once (an unknown one is not retried). */
export function useShortLinkQuery(shortId: string) {
  return useQuery({
    queryKey: ['menu', 'short', shortId.toLowerCase()] as const,
    queryFn: ({ signal }) => getShortLink(shortId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
