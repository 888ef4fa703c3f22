import { useQuery } from '@tanstack/react-query';
import { getPublicMenu } from '@/api/get-public-menu.api';

/** The restaurant's menu (`GET /catalog/full`); idle until the table's entry names the merchant. */
export function useOrderingMenuQuery(merchantId: string | null) {
  return useQuery({
    queryKey: ['ordering', 'menu', merchantId ?? ''] as const,
    queryFn: ({ signal }) => getPublicMenu(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
