import { type Item, itemSchema, type UpdateItemBody } from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `PATCH /item`: `{id}` plus the item's fields (price in reais). */
export function updateItem(body: UpdateItemBody): Promise<Item> {
  return apiFetch('/item', { method: 'PATCH', body, schema: itemSchema });
}

/** Saves an item and reloads the catalog. */
export function useUpdateItemMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
