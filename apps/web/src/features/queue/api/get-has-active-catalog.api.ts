import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /catalog?merchantId`: whether the restaurant has an active menu (errors count as no). */
export async function getHasActiveCatalog(merchantId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiFetch('/catalog', { query: { merchantId }, signal });
    return true;
  } catch {
    return false;
  }
}

/** Whether to show 'Ver cardápio' (asked once the restaurant is known). */
export function useHasActiveCatalogQuery(merchantId: string | undefined) {
  return useQuery({
    queryKey: ['has-active-catalog', merchantId],
    queryFn: ({ signal }) => getHasActiveCatalog(merchantId as string, signal),
    enabled: merchantId !== undefined,
    staleTime: 5 * 60 * 1000,
  });
}
