import {
  type CatalogSummary,
  catalogSummarySchema,
  type UpdateCatalogBody,
} from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogsKey } from './list-catalogs.api';

/** `PATCH /catalog?merchantId`: renames and/or (de)activates; activating deactivates the others. */
export function updateCatalog(merchantId: string, body: UpdateCatalogBody): Promise<CatalogSummary> {
  return apiFetch('/catalog', { method: 'PATCH', query: { merchantId }, body, schema: catalogSummarySchema });
}

/** Saves a catalog and reloads the list (another catalog may have been deactivated). */
export function useUpdateCatalogMutation(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCatalogBody) => updateCatalog(merchantId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogsKey(merchantId) }),
  });
}
