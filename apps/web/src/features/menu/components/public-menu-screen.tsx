import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { HomeLink } from '@/components/ui/home-link';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { ItemDrawer } from '@/components/ui/menu/item-drawer';
import { MenuList } from '@/components/ui/menu/menu-list';
import { useT } from '@/lib/i18n/i18n';
import { usePublicMenuQuery } from '../api/get-public-menu.api';
import { usePublicMerchantQuery } from '../api/get-public-merchant.api';
import { useSocialTags } from '../hooks/use-social-tags';
import { ItemOptionsList } from './item-options-list';
import { MenuHeader } from './menu-header';
import { MenuSkeleton } from './menu-skeleton';

/** `/catalog?merchant={id}`: a merchant's public menu, for anyone with the link. */
export function PublicMenuScreen() {
  const t = useT();
  const merchantId = new URLSearchParams(useSearch()).get('merchant')?.trim() || null;
  const merchantQuery = usePublicMerchantQuery(merchantId);
  const menuQuery = usePublicMenuQuery(merchantId);
  const merchant = merchantQuery.data;
  useSocialTags(
    merchant
      ? {
          title: t('menu.pageTitle', { name: merchant.name }),
          description: t('menu.pageDescription', { name: merchant.name }),
          image: merchant.icon,
        }
      : null,
  );

  if (!merchantId || merchantQuery.isError || menuQuery.isError) {
    return (
      <main className="container py-5 text-center">
        <h1 className="h4 mb-0">{t('menu.loadError')}</h1>
        <HomeLink />
      </main>
    );
  }
  if (!merchant || !menuQuery.data) return <MenuSkeleton />;
  return <MenuView merchant={merchant} categories={menuQuery.data} />;
}

function MenuView({ merchant, categories }: { merchant: PublicMerchant; categories: PublicCategory[] }) {
  const [item, setItem] = useState<PublicItem | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const openItem = useCallback((next: PublicItem) => {
    setItem(next);
    setIsDrawerOpen(true);
  }, []);

  return (
    <main className="mx-auto pb-5" style={{ maxWidth: '48rem' }}>
      {/* A tourist finds their language before anything else (rules.md §16). */}
      <div className="d-flex justify-content-end px-3 pt-2">
        <LanguageSwitcher />
      </div>
      <MenuHeader merchant={merchant} />
      <MenuList categories={categories} onOpenItem={openItem} searchId="menu-search" />
      <ItemDrawer
        item={item}
        isOpen={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        action={
          item && item.optionGroups.length > 0 ? <ItemOptionsList groups={item.optionGroups} /> : undefined
        }
      />
    </main>
  );
}
