import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { memo, useDeferredValue } from 'react';
import { MenuList } from '@/components/ui/menu/menu-list';
import { useT } from '@/lib/i18n/i18n';

export interface OrderingMenuProps {
  menu: readonly PublicCategory[] | undefined;
  isError: boolean;
  onOpenItem: (item: PublicItem) => void;
}

/**
 * The table's menu: the shared item list (search, category bar, cards) once the menu has arrived.
 * Memoized, and the menu is rendered from a deferred copy: the table's other reads (entry, order)
 * arriving do not render the whole menu again, and the menu's own arrival renders in slices a slow phone
 * can interleave with input.
 */
export const OrderingMenu = memo(function OrderingMenu({
  menu: currentMenu,
  isError,
  onOpenItem,
}: OrderingMenuProps) {
  const t = useT();
  const menu = useDeferredValue(currentMenu);
  if (isError) return <p className="text-center text-body-secondary px-3">{t('ordering.menuError')}</p>;
  if (!menu) {
    return (
      <p className="text-center text-body-secondary px-3" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  return <MenuList categories={menu} onOpenItem={onOpenItem} searchId="ordering-search" />;
});
