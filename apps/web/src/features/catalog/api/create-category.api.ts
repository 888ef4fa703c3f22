import {
  type Category,
  type CreateCategoryBody,
  categorySchema,
} from '@suavez/shared/contracts/catalog.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogKey } from './get-catalog.api';

/** `POST /category`: adds a category at the end of the catalog. */
export function createCategory(body: CreateCategoryBody): Promise<Category> {
  return apiFetch('/category', { method: 'POST', body, schema: categorySchema });
}

/** Adds a category and reloads the catalog. */
export function useCreateCategoryMutation(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(catalogId) }),
  });
}
