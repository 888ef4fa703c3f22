import {
  type CatalogSummary,
  type CreateCatalogBody,
  catalogSummarySchema,
} from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogsKey } from './list-catalogs.api';

/** `POST /catalog`: an active new catalog deactivates the others. */
export function createCatalog(body: CreateCatalogBody): Promise<CatalogSummary> {
  return apiFetch('/catalog', { method: 'POST', body, schema: catalogSummarySchema });
}

/** Creates a catalog and reloads the list. */
export function useCreateCatalogMutation(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogsKey(merchantId) }),
  });
}
