import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/i18n';

export interface CategoryBarProps {
  categories: readonly { id: string; name: string }[];
  activeId: string | null;
  onSelect: (id: string) => void;
}

/** The sticky row of category buttons; the one being read is highlighted and kept in view. */
export function CategoryBar({ categories, activeId, onSelect }: CategoryBarProps) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const button = activeId ? list?.querySelector<HTMLElement>(`[data-category="${activeId}"]`) : null;
    if (!list || !button) return;
    // Scroll the bar sideways only: scrollIntoView would also move the page.
    const left = button.offsetLeft - (list.clientWidth - button.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [activeId]);

  if (categories.length === 0) return null;
  return (
    <nav
      aria-label={t('menu.categories')}
      className="sticky-top bg-body border-bottom shadow-sm"
      style={{ zIndex: 1020 }}
    >
      <ul
        ref={listRef}
        className="nav nav-pills flex-nowrap overflow-x-auto px-3 py-2 gap-2"
        style={{ scrollbarWidth: 'none' }}
      >
        {categories.map((category) => {
          const isActive = category.id === activeId;
          return (
            <li key={category.id} className="nav-item flex-shrink-0">
              <button
                type="button"
                data-category={category.id}
                className={`nav-link text-nowrap ${isActive ? 'active' : 'bg-body-tertiary text-body'}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
              >
                {category.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
