import type { ReorderCategoriesBody } from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `PATCH /category/order`: every category of the catalog, in the new order. */
export async function reorderCategories(body: ReorderCategoriesBody): Promise<void> {
  await apiFetch('/category/order', { method: 'PATCH', body });
}

/** Saves the categories' order and reloads the catalog. */
export function useReorderCategoriesMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
