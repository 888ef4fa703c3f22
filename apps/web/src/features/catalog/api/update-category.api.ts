import {
  type Category,
  categorySchema,
  type UpdateCategoryBody,
} from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `PATCH /category`: changes a category's name, description or active flag. */
export function updateCategory(body: UpdateCategoryBody): Promise<Category> {
  return apiFetch('/category', { method: 'PATCH', body, schema: categorySchema });
}

/** Saves a category and reloads the catalog. */
export function useUpdateCategoryMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
