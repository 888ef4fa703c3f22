import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /catalog/full?merchantId`: the active catalog's categories with their items. */
export function getOrderingMenu(merchantId: string, signal?: AbortSignal): Promise<PublicMenu> {
  return apiFetch<PublicMenu>('/catalog/full', { query: { merchantId }, signal });
}

/** The restaurant's menu; idle until the table's entry names the merchant. */
export function useOrderingMenuQuery(merchantId: string | null) {
  return useQuery({
    queryKey: ['ordering', 'menu', merchantId ?? ''] as const,
    queryFn: ({ signal }) => getOrderingMenu(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
