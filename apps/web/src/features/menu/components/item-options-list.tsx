import type { ItemOptionGroupAnswer } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { isRequiredOptionGroup } from '@suavez/shared/domain/item-options';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';

/**
 * The public menu's item drawer: the item's option groups to read (ordering is at the table), each with its
 * rule ('Escolha 1 opção', 'Obrigatório') and the options' prices.
 */
export function ItemOptionsList({ groups }: { groups: readonly ItemOptionGroupAnswer[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <div>
      {groups.map((group) => (
        <section key={group.id} className="mb-3" aria-label={group.name}>
          <h3 className="fs-6 fw-semibold mb-1">
            {group.name}{' '}
            {isRequiredOptionGroup(group) ? (
              <span className="badge text-bg-dark align-middle">{t('menu.required')}</span>
            ) : null}
          </h3>
          <p className="small text-body-secondary mb-1">
            {t('menu.optionRule', {
              min: group.min,
              max: group.max,
              same: group.min === group.max ? 'yes' : 'no',
            })}
          </p>
          <ul className="list-unstyled mb-0">
            {group.options.map((option) => (
              <li key={option.id} className="d-flex justify-content-between gap-2">
                <span>{option.name}</span>
                {option.price > 0 ? (
                  <span className="text-nowrap">+ {formatMoney(reaisToCents(option.price))}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
