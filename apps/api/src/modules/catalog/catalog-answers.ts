import type {
  CategoryWithItems,
  Item,
  PublicCategory,
  PublicItem,
} from '@suavez/shared/contracts/catalog.contract';
import { centsToReais } from '@suavez/shared/domain/bill';
import type { Language } from '@suavez/shared/domain/language';
import { translatedText } from '@suavez/shared/domain/menu-translations';
import { errorResponses } from '#api/lib/error-responses';
import type { CategoryRow } from './category.repository';
import type { ItemRow } from './item.repository';
import { toLocalizedOptionGroupsAnswer, toOptionGroupsAnswer } from './item-option-groups';

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
    translations: row.translations,
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
    translations: row.translations,
    items: row.items.map(toItemAnswer),
  };
}

/** An item as a consumer reading `language` sees it: its texts in that language where the restaurant gave them. */
export function toPublicItemAnswer(row: ItemRow, language: Language): PublicItem {
  return {
    id: row.id,
    name: translatedText(row.translations, language, 'name', row.name),
    description: translatedText(row.translations, language, 'description', row.description),
    price: centsToReais(row.priceCents),
    image: row.image,
    soldOut: row.soldOut,
    optionGroups: toLocalizedOptionGroupsAnswer(row.optionGroups, language),
    categoryId: row.categoryId,
  };
}

/** A category as a consumer reading `language` sees it (rules.md §16: a missing text shows the Portuguese). */
export function toPublicCategoryAnswer(
  row: CategoryRow & { items: ItemRow[] },
  language: Language,
): PublicCategory {
  return {
    id: row.id,
    name: translatedText(row.translations, language, 'name', row.name),
    description: translatedText(row.translations, language, 'description', row.description),
    catalogId: row.catalogId,
    items: row.items.map((item) => toPublicItemAnswer(item, language)),
  };
}

/**
 * Error answers of every merchant catalog call (406: another merchant's catalog, category or item; 403: a
 * staff role that may not edit menus, docs/access.md#staff-roles).
 */
export const catalogErrorResponses = errorResponses(400, 401, 403, 406);
