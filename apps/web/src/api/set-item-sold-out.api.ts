import { type Item, itemSchema } from '@suavez/shared/contracts/catalog.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * `PATCH /item/soldout?id&soldOut`: marks a menu item 'Esgotado' (or available again); open menus follow live.
 * Shared: the menu editor toggles it and the hall marks an item sold out as it refuses it.
 */
export function setItemSoldOut(input: { id: string; soldOut: boolean }): Promise<Item> {
  return apiFetch('/item/soldout', {
    method: 'PATCH',
    query: { id: input.id, soldOut: String(input.soldOut) },
    schema: itemSchema,
  });
}
