import { type CatalogSummary, listCatalogsResponseSchema } from '@suavez/shared/contracts/catalog.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of a merchant's catalog list. */
export const catalogsKey = (merchantId: string) => ['catalogs', merchantId] as const;

/** `GET /catalog/list?merchantId`. */
export function listCatalogs(merchantId: string, signal?: AbortSignal): Promise<CatalogSummary[]> {
  return apiFetch('/catalog/list', { query: { merchantId }, schema: listCatalogsResponseSchema, signal });
}

/** The merchant's catalogs. */
export function useCatalogsQuery(merchantId: string) {
  return useQuery({
    queryKey: catalogsKey(merchantId),
    queryFn: ({ signal }) => listCatalogs(merchantId, signal),
  });
}
