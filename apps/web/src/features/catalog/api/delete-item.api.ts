import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `DELETE /item/{id}`: an item that orders refer to is hidden instead of erased (the server decides). */
export async function deleteItem(itemId: string): Promise<void> {
  await apiFetch(`/item/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}

/** Deletes an item and reloads the catalog. */
export function useDeleteItemMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
