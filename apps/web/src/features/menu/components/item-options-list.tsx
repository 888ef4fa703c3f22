import type { ItemOptionGroupAnswer } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { describeOptionGroupRule, isRequiredOptionGroup } from '@suavez/shared/domain/item-options';
import { formatCents } from '@suavez/shared/domain/money-format';

/**
 * The public menu's item drawer: the item's option groups to read (ordering is at the table), each with its
 * rule ('Escolha 1 opção', 'Obrigatório') and the options' prices.
 */
export function ItemOptionsList({ groups }: { groups: readonly ItemOptionGroupAnswer[] }) {
  if (groups.length === 0) return null;
  return (
    <div>
      {groups.map((group) => (
        <section key={group.id} className="mb-3" aria-label={group.name}>
          <h3 className="fs-6 fw-semibold mb-1">
            {group.name}{' '}
            {isRequiredOptionGroup(group) ? (
              <span className="badge text-bg-dark align-middle">Obrigatório</span>
            ) : null}
          </h3>
          <p className="small text-body-secondary mb-1">{describeOptionGroupRule(group)}</p>
          <ul className="list-unstyled mb-0">
            {group.options.map((option) => (
              <li key={option.id} className="d-flex justify-content-between gap-2">
                <span>{option.name}</span>
                {option.price > 0 ? (
                  <span className="text-nowrap">+ {formatCents(reaisToCents(option.price))}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
