import type {
  CategoryWithItems,
  Item,
  PublicCategory,
  PublicItem,
} from '@suavez/shared/contracts/catalog.contract';
import { centsToReais } from '@suavez/shared/domain/bill';
import { errorResponses } from '#api/lib/error-responses';
import type { CategoryRow } from './category.repository';
import type { ItemRow } from './item.repository';
import { toOptionGroupsAnswer } from './item-option-groups';

// The API speaks reais as JSON numbers; the database keeps centavos (decision 002). These shape answers.

/** An item as the merchant's calls answer it. */
export function toItemAnswer(row: ItemRow): Item {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToReais(row.priceCents),
    image: row.image,
    prepared: row.prepared,
    active: row.active,
    soldOut: row.soldOut,
    optionGroups: toOptionGroupsAnswer(row.optionGroups),
    categoryId: row.categoryId,
  };
}

/** A category with its items as the merchant's calls answer it. */
export function toCategoryWithItemsAnswer(row: CategoryRow & { items: ItemRow[] }): CategoryWithItems {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    catalogId: row.catalogId,
    items: row.items.map(toItemAnswer),
  };
}

/** An item as consumers see it. */
export function toPublicItemAnswer(row: ItemRow): PublicItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToReais(row.priceCents),
    image: row.image,
    soldOut: row.soldOut,
    optionGroups: toOptionGroupsAnswer(row.optionGroups),
    categoryId: row.categoryId,
  };
}

/** A category as consumers see it. */
export function toPublicCategoryAnswer(row: CategoryRow & { items: ItemRow[] }): PublicCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    catalogId: row.catalogId,
    items: row.items.map(toPublicItemAnswer),
  };
}

/**
 * Error answers of every merchant catalog call (406: another merchant's catalog, category or item; 403: a
 * staff role that may not edit menus, docs/access.md#staff-roles).
 */
export const catalogErrorResponses = errorResponses(400, 401, 403, 406);
