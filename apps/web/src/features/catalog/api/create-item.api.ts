import { type CreateItemBody, type Item, itemSchema } from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `POST /item`: adds an item (price in reais) at the end of a category. */
export function createItem(body: CreateItemBody): Promise<Item> {
  return apiFetch('/item', { method: 'POST', body, schema: itemSchema });
}

/** Adds an item and reloads the catalog. */
export function useCreateItemMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
