import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setItemSoldOut } from '@/api/set-item-sold-out.api';
import { catalogKey } from './get-catalog.api';

/** The editor's one-tap 'Esgotado' toggle (the shared `PATCH /item/soldout` fetcher); reloads the catalog. */
export function useSetItemSoldOutMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemSoldOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
