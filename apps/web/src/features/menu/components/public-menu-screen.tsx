import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { CategoryBar } from '../../../components/ui/menu/category-bar';
import { filterMenu } from '../../../components/ui/menu/filter-menu';
import { ItemDrawer } from '../../../components/ui/menu/item-drawer';
import { MenuCategoryCard, sectionElementId } from '../../../components/ui/menu/menu-category-card';
import { useScrollSpy } from '../../../components/ui/menu/use-scroll-spy';
import { usePublicMenuQuery } from '../api/get-public-menu';
import { usePublicMerchantQuery } from '../api/get-public-merchant';
import { useSocialTags } from '../hooks/use-social-tags';
import { MenuHeader } from './menu-header';
import { MenuSkeleton } from './menu-skeleton';

/** `/catalog?merchant={id}`: a merchant's public menu, for anyone with the link. */
export function PublicMenuScreen() {
  const merchantId = new URLSearchParams(useSearch()).get('merchant')?.trim() || null;
  const merchantQuery = usePublicMerchantQuery(merchantId);
  const menuQuery = usePublicMenuQuery(merchantId);
  const merchant = merchantQuery.data;
  useSocialTags(
    merchant
      ? {
          title: `Cardápio de ${merchant.name}`,
          description: `Confira o cardápio de ${merchant.name}`,
          image: merchant.icon,
        }
      : null,
  );

  if (!merchantId || merchantQuery.isError || menuQuery.isError) {
    return (
      <main className="container py-5 text-center">
        <h1 className="h4 mb-0">Erro ao carregar cardápio.</h1>
      </main>
    );
  }
  if (!merchant || !menuQuery.data) return <MenuSkeleton />;
  return <MenuView merchant={merchant} categories={menuQuery.data} />;
}

function MenuView({ merchant, categories }: { merchant: PublicMerchant; categories: PublicCategory[] }) {
  const [query, setQuery] = useState('');
  // Typing stays responsive on a slow phone: the list re-renders after the keystroke.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => filterMenu(categories, deferredQuery), [categories, deferredQuery]);
  const visibleIds = useMemo(() => visible.map((category) => category.id), [visible]);
  const spy = useScrollSpy(visibleIds, sectionElementId);
  const [item, setItem] = useState<PublicItem | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const openItem = useCallback((next: PublicItem) => {
    setItem(next);
    setIsDrawerOpen(true);
  }, []);

  const goToCategory = (id: string) => {
    spy.pin(id);
    const section = document.getElementById(sectionElementId(id));
    if (!section) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <main className="mx-auto pb-5" style={{ maxWidth: '48rem' }}>
      <MenuHeader merchant={merchant} />
      <div className="px-3 pb-3">
        <label htmlFor="menu-search" className="visually-hidden">
          Buscar item
        </label>
        <input
          id="menu-search"
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
          <MenuCategoryCard key={category.id} category={category} onOpenItem={openItem} />
        ))}
        <div role="status">
          {visible.length === 0 ? (
            <p className="text-center text-body-secondary px-3">Nenhum item encontrado</p>
          ) : null}
        </div>
      </div>
      <ItemDrawer item={item} isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} />
    </main>
  );
}
