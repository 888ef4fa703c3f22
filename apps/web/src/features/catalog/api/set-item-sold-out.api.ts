import { type Item, itemSchema } from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `PATCH /item/soldout?id&soldOut`: marks the item 'Esgotado' (or available again); open menus follow live. */
export function setItemSoldOut(input: { id: string; soldOut: boolean }): Promise<Item> {
  return apiFetch('/item/soldout', {
    method: 'PATCH',
    query: { id: input.id, soldOut: String(input.soldOut) },
    schema: itemSchema,
  });
}

/** The editor's one-tap 'Esgotado' toggle; reloads the catalog. */
export function useSetItemSoldOutMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemSoldOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
