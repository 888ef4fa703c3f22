import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { CategoryBar } from '../../../components/ui/menu/category-bar';
import { filterMenu } from '../../../components/ui/menu/filter-menu';
import { MenuCategoryCard, sectionElementId } from '../../../components/ui/menu/menu-category-card';
import { useScrollSpy } from '../../../components/ui/menu/use-scroll-spy';

export interface OrderingMenuProps {
  menu: readonly PublicCategory[] | undefined;
  isError: boolean;
  onOpenItem: (item: PublicItem) => void;
}

/**
 * 'Buscar item...', the category bar with its scroll-spy and the category cards. Memoized, and the menu is
 * rendered from a deferred copy: the table's other reads (entry, order) arriving do not render the whole
 * menu again, and the menu's own arrival renders in slices a slow phone can interleave with input.
 */
export const OrderingMenu = memo(function OrderingMenu({
  menu: currentMenu,
  isError,
  onOpenItem,
}: OrderingMenuProps) {
  const menu = useDeferredValue(currentMenu);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => filterMenu(menu ?? [], deferredQuery), [menu, deferredQuery]);
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

  if (isError) return <p className="text-center text-body-secondary px-3">Erro para encontrar o cardapio</p>;
  if (!menu) {
    return (
      <p className="text-center text-body-secondary px-3" aria-busy="true">
        Carregando...
      </p>
    );
  }
  return (
    <>
      <div className="px-3 pb-3">
        <label htmlFor="ordering-search" className="visually-hidden">
          Buscar item
        </label>
        <input
          id="ordering-search"
          type="search"
          className="form-control"
          placeholder="Buscar item..."
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
            <p className="text-center text-body-secondary px-3">Nenhum item encontrado</p>
          ) : null}
        </div>
      </div>
    </>
  );
});
