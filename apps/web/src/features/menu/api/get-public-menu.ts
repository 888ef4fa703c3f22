// Types only: keeps zod out of the diner's bundle (see get-public-merchant.ts).
import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Query key of a merchant's public menu. */
export const publicMenuKey = (merchantId: string) => ['menu', 'full', merchantId] as const;

/** `GET /catalog/full?merchantId`: the active catalog's categories with their items, in order. */
export function getPublicMenu(merchantId: string, signal?: AbortSignal): Promise<PublicMenu> {
  return apiFetch<PublicMenu>('/catalog/full', { query: { merchantId }, signal });
}

/** The merchant's public menu; idle while there is no id. */
export function usePublicMenuQuery(merchantId: string | null) {
  return useQuery({
    queryKey: publicMenuKey(merchantId ?? ''),
    queryFn: ({ signal }) => getPublicMenu(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
  });
}
