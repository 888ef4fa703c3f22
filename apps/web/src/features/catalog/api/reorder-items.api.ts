import type { ReorderItemsBody } from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `PATCH /item/order`: every item of the category, in the new order. */
export async function reorderItems(body: ReorderItemsBody): Promise<void> {
  await apiFetch('/item/order', { method: 'PATCH', body });
}

/** Saves a category's item order and reloads the catalog. */
export function useReorderItemsMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
