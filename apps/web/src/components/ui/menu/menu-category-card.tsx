import type { PublicCategory, PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';
import { FallbackImage } from '../fallback-image';

/** The id of a category's section on the page (the bar scrolls to it). */
export function sectionElementId(categoryId: string): string {
  return `categoria-${categoryId}`;
}

export interface MenuCategoryCardProps {
  category: PublicCategory;
  onOpenItem: (item: PublicItem) => void;
}

/** One category: its name, description and items (a sold-out one greyed, 'Esgotado'); tapping opens its details. */
export function MenuCategoryCard({ category, onOpenItem }: MenuCategoryCardProps) {
  const t = useT();
  const headingId = `${sectionElementId(category.id)}-titulo`;
  return (
    <section
      id={sectionElementId(category.id)}
      aria-labelledby={headingId}
      className="card mx-3 mb-3 overflow-hidden"
      // Lands under the sticky bar, above the 120 px marker, when the bar scrolls to it.
      style={{ scrollMarginTop: '4.5rem' }}
      tabIndex={-1}
    >
      <div className="card-header bg-body">
        <h2 id={headingId} className="h5 mb-0">
          {category.name}
        </h2>
        {category.description ? (
          <p className="small text-body-secondary mb-0 mt-1">{category.description}</p>
        ) : null}
      </div>
      <ul className="list-group list-group-flush">
        {category.items.map((item) => (
          <li key={item.id} className={`list-group-item p-0${item.soldOut ? ' bg-body-tertiary' : ''}`}>
            <button
              type="button"
              className="btn w-100 text-start d-flex gap-3 p-3 border-0 rounded-0"
              onClick={() => onOpenItem(item)}
            >
              <FallbackImage
                src={item.image}
                alt=""
                width={72}
                height={72}
                className="rounded"
                style={item.soldOut ? { filter: 'grayscale(1)' } : undefined}
              />
              <span className="d-flex flex-column flex-grow-1" style={{ minWidth: 0 }}>
                <span className="fw-semibold">{item.name}</span>
                {item.description ? (
                  <span
                    className="small text-body-secondary"
                    style={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {item.description}
                  </span>
                ) : null}
                <span className="mt-1 fw-semibold text-success-emphasis">
                  {formatMoney(reaisToCents(item.price))}
                  {item.soldOut ? (
                    <span className="badge text-bg-secondary ms-2">{t('menu.soldOut')}</span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
