/** What a menu section needs for the search: items with a name. */
export interface SearchableCategory<Item extends { name: string }> {
  items: readonly Item[];
}

/** Folds case and accents, so 'cafe' finds 'Café' and 'BRUSCHETTA' finds 'Bruschetta'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

/**
 * The menu as the search shows it: in each category, the items whose name contains the query
 * (case- and accent-insensitive); categories left without items are hidden. An empty query keeps every item.
 */
export function filterMenu<Item extends { name: string }, Category extends SearchableCategory<Item>>(
  categories: readonly Category[],
  query: string,
): Category[] {
  const needle = normalizeSearchText(query);
  const result: Category[] = [];
  for (const category of categories) {
    const items = needle
      ? category.items.filter((item) => normalizeSearchText(item.name).includes(needle))
      : category.items;
    if (items.length > 0) result.push({ ...category, items });
  }
  return result;
}
