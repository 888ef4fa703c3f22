import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { CategoryBar } from './category-bar';
import { filterMenu } from './filter-menu';
import { MenuCategoryCard, sectionElementId } from './menu-category-card';
import { useScrollSpy } from './use-scroll-spy';

export interface MenuListProps {
  categories: readonly PublicCategory[];
  onOpenItem: (item: PublicItem) => void;
  /** Id of the search field, unique on the page. */
  searchId: string;
}

/**
 * A menu's item list, the same on the public menu and at the table: 'Buscar item...', the category bar
 * with its scroll-spy, the category cards, and 'Nenhum item encontrado' when the search finds nothing.
 */
export function MenuList({ categories, onOpenItem, searchId }: MenuListProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  // Typing stays responsive on a slow phone: the list re-renders after the keystroke.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => filterMenu(categories, deferredQuery), [categories, deferredQuery]);
  const visibleIds = useMemo(() => visible.map((category) => category.id), [visible]);
  const spy = useScrollSpy(visibleIds, sectionElementId);

  const goToCategory = (id: string) => {
    spy.pin(id);
    const section = document.getElementById(sectionElementId(id));
    if (!section) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="px-3 pb-3">
        <label htmlFor={searchId} className="visually-hidden">
          {t('menu.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          placeholder={t('menu.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <CategoryBar categories={visible} activeId={spy.activeId} onSelect={goToCategory} />
      <div className="pt-3">
        {visible.map((category) => (
          <MenuCategoryCard key={category.id} category={category} onOpenItem={onOpenItem} />
        ))}
        <div role="status">
          {visible.length === 0 ? (
            <p className="text-center text-body-secondary px-3">{t('menu.noResults')}</p>
          ) : null}
        </div>
      </div>
    </>
  );
}
