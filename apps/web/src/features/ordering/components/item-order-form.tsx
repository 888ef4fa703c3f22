import type { PublicItem } from '@suavez/shared/contracts/catalog.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import {
  chooseOptions,
  type ItemOptionGroup,
  isRequiredOptionGroup,
  MAX_UNIT_NOTE_LENGTH,
} from '@suavez/shared/domain/item-options';
import { useId, useMemo, useState } from 'react';
// Loaded with the form, so that 'Adicionar ao pedido' finds it ready (use-order-actions.ts imports it lazily).
import type { UnitChoice } from '../api/add-order-item.api';
import '../api/add-order-item.api';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';

/** The most units one tap adds. */
export const MAX_ADD_QUANTITY = 20;

export interface ItemOrderFormProps {
  item: PublicItem;
  /** An order call is on its way (or there is no order yet): the button waits. */
  isBusy: boolean;
  /** Adds `quantity` units with `choice`; `summary` is what the confirmation says was added. */
  onAdd: (choice: UnitChoice, quantity: number, summary: string) => void;
}

/** The table menu's groups in centavos, as the shared rules check them. */
function toCentsGroups(item: PublicItem): ItemOptionGroup[] {
  return item.optionGroups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({ ...option, priceCents: reaisToCents(option.price) })),
  }));
}

/**
 * What keeps a choice from being added, in the page's language: the first group whose count is outside its
 * `min`..`max` (the shared `chooseOptions` says the same in Portuguese to the server's callers), or null.
 */
function findChoiceProblem(
  groups: readonly ItemOptionGroup[],
  chosen: ReadonlySet<string>,
  t: ReturnType<typeof useT>,
): string | null {
  for (const group of groups) {
    const count = group.options.filter((option) => chosen.has(option.id)).length;
    if (count >= group.min && count <= group.max) continue;
    const kind = group.min === group.max ? 'exact' : count < group.min ? 'atLeast' : 'atMost';
    return t('ordering.optionProblem', { kind, min: group.min, max: group.max, name: group.name });
  }
  return null;
}

/**
 * The item drawer's order form on the table menu (its own chunk): the option groups (a radio list for
 * 'choose 1', checkboxes otherwise; required ones marked 'Obrigatório'), the note, the quantity stepper and
 * the running price, then 'Adicionar ao pedido' (docs/screens.md#the-tables-menu).
 */
export function ItemOrderForm({ item, isBusy, onAdd }: ItemOrderFormProps) {
  const t = useT();
  const id = useId();
  const groups = useMemo(() => toCentsGroups(item), [item]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [hasTried, setHasTried] = useState(false);
  const choice = chooseOptions(groups, [...chosen]);
  let optionsCents = 0;
  for (const group of groups) {
    for (const option of group.options) if (chosen.has(option.id)) optionsCents += option.priceCents;
  }
  const unitCents = reaisToCents(item.price) + optionsCents;
  const problem = choice.ok ? null : (findChoiceProblem(groups, chosen, t) ?? choice.message);

  const pick = (group: ItemOptionGroup, optionId: string, isOn: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (group.max === 1) for (const option of group.options) next.delete(option.id);
      if (isOn) next.add(optionId);
      else next.delete(optionId);
      return next;
    });

  const submit = () => {
    setHasTried(true);
    if (!choice.ok) return;
    const names = choice.chosen.map((option) => option.name).join(', ');
    const summary = t('ordering.added', { quantity, name: item.name, options: names ? ` (${names})` : '' });
    onAdd(
      { options: choice.chosen.map((option) => option.id), note: note.trim() || null },
      quantity,
      summary,
    );
  };

  return (
    <div>
      {groups.map((group) => {
        const isRadio = group.max === 1;
        const count = group.options.filter((option) => chosen.has(option.id)).length;
        return (
          <fieldset key={group.id} className="mb-3">
            <legend className="fs-6 fw-semibold mb-1">
              {group.name}{' '}
              {isRequiredOptionGroup(group) ? (
                <span className="badge text-bg-dark align-middle">{t('menu.required')}</span>
              ) : null}
              <span className="d-block small fw-normal text-body-secondary">
                {t('menu.optionRule', {
                  min: group.min,
                  max: group.max,
                  same: group.min === group.max ? 'yes' : 'no',
                })}
              </span>
            </legend>
            {isRadio && !isRequiredOptionGroup(group) ? (
              <div className="form-check">
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${id}-${group.id}`}
                  id={`${id}-${group.id}-nenhuma`}
                  checked={count === 0}
                  onChange={() => pick(group, '', false)}
                />
                <label className="form-check-label" htmlFor={`${id}-${group.id}-nenhuma`}>
                  {t('ordering.none')}
                </label>
              </div>
            ) : null}
            {group.options.map((option) => {
              const isOn = chosen.has(option.id);
              return (
                <div key={option.id} className="form-check">
                  <input
                    className="form-check-input"
                    type={isRadio ? 'radio' : 'checkbox'}
                    name={`${id}-${group.id}`}
                    id={`${id}-${option.id}`}
                    checked={isOn}
                    disabled={!isRadio && !isOn && count >= group.max}
                    onChange={(event) => pick(group, option.id, event.target.checked)}
                  />
                  <label
                    className="form-check-label d-flex justify-content-between gap-2"
                    htmlFor={`${id}-${option.id}`}
                  >
                    <span>{option.name}</span>
                    {option.priceCents > 0 ? (
                      <span className="text-nowrap">+ {formatMoney(option.priceCents)}</span>
                    ) : null}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <div className="mb-3">
        <label htmlFor={`${id}-obs`} className="form-label fw-semibold mb-1">
          {t('ordering.note')}
        </label>
        <input
          id={`${id}-obs`}
          className="form-control"
          placeholder={t('ordering.notePlaceholder')}
          maxLength={MAX_UNIT_NOTE_LENGTH}
          autoComplete="off"
          value={note}
          aria-describedby={`${id}-obs-ajuda`}
          onChange={(event) => setNote(event.target.value)}
        />
        <div id={`${id}-obs-ajuda`} className="form-text">
          {t('ordering.noteCount', { count: note.length, max: MAX_UNIT_NOTE_LENGTH })}
        </div>
      </div>
      <div className="d-flex align-items-center justify-content-between gap-3 mb-3">
        {/* biome-ignore lint/a11y/useSemanticElements: a stepper (two buttons and a count), not a form fieldset. */}
        <div className="d-flex align-items-center gap-2" role="group" aria-label={t('ordering.quantity')}>
          <button
            type="button"
            className="btn btn-outline-secondary"
            style={{ minWidth: '2.75rem', minHeight: '2.75rem' }}
            aria-label={t('ordering.decrease')}
            disabled={quantity <= 1}
            onClick={() => setQuantity((current) => Math.max(1, current - 1))}
          >
            −
          </button>
          <output className="fw-semibold text-center fs-5" style={{ minWidth: '2rem' }} aria-live="polite">
            {quantity}
          </output>
          <button
            type="button"
            className="btn btn-outline-secondary"
            style={{ minWidth: '2.75rem', minHeight: '2.75rem' }}
            aria-label={t('ordering.increase')}
            disabled={quantity >= MAX_ADD_QUANTITY}
            onClick={() => setQuantity((current) => Math.min(MAX_ADD_QUANTITY, current + 1))}
          >
            +
          </button>
        </div>
        <p className="mb-0 fs-5 fw-semibold text-success-emphasis" aria-live="polite">
          <span className="visually-hidden">{t('ordering.totalLabel')}: </span>
          {formatMoney(unitCents * quantity)}
        </p>
      </div>
      {hasTried && problem ? (
        <p className="text-danger small" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary w-100" disabled={isBusy} onClick={submit}>
        {t('ordering.addToOrder')}
      </button>
    </div>
  );
}
