import { useQuery } from '@tanstack/react-query';
import { getPublicMenu } from '@/api/get-public-menu.api';

/** Query key of a merchant's public menu. */
export const publicMenuKey = (merchantId: string) => ['menu', 'full', merchantId] as const;

/** The merchant's public menu; idle while there is no id. */
export function usePublicMenuQuery(merchantId: string | null) {
  return useQuery({
    queryKey: publicMenuKey(merchantId ?? ''),
    queryFn: ({ signal }) => getPublicMenu(merchantId ?? '', signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
  });
}
