import { type CatalogDetail, catalogDetailSchema } from '@suavez/shared/contracts/catalog.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of one catalog with its categories and items. */
export const catalogKey = (catalogId: string) => ['catalog', catalogId] as const;

/** `GET /catalog/merchant/all?id&merchantId`: the catalog with every category and item, in order. */
export function getCatalog(
  catalogId: string,
  merchantId: string,
  signal?: AbortSignal,
): Promise<CatalogDetail> {
  return apiFetch('/catalog/merchant/all', {
    query: { id: catalogId, merchantId },
    schema: catalogDetailSchema,
    signal,
  });
}

/** One catalog for editing. */
export function useCatalogQuery(catalogId: string, merchantId: string) {
  return useQuery({
    queryKey: catalogKey(catalogId),
    queryFn: ({ signal }) => getCatalog(catalogId, merchantId, signal),
  });
}
