import type { NameTranslations } from './menu-translations';

// Option groups of a menu item ('Ponto da carne': choose 1; 'Adicionais': up to 3, each with a price) and
// the choice a consumer makes when adding a unit (docs/orders-and-bills.md#options-and-notes). Amounts are
// integer centavos (docs/money.md#options).

/** One option of a group, as the menu keeps it: a stable id, its name and its price in centavos. */
export interface ItemOption {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  /** Its name in other languages (rules.md §16); a missing one shows `name`. */
  readonly translations?: NameTranslations;
}

/** A group of options with how many may be chosen (`min` 0 makes it optional). */
export interface ItemOptionGroup {
  readonly id: string;
  readonly name: string;
  /** Its name in other languages (rules.md §16); a missing one shows `name`. */
  readonly translations?: NameTranslations;
  readonly min: number;
  readonly max: number;
  readonly options: readonly ItemOption[];
}

/** An option a unit keeps: copies of its name, its group's name and its price, never changed later. */
export interface ChosenOption {
  readonly id: string;
  readonly group: string;
  readonly name: string;
  readonly priceCents: number;
}

/** At most this many option groups per item. */
export const MAX_OPTION_GROUPS = 10;
/** At most this many options per group. */
export const MAX_OPTIONS_PER_GROUP = 20;
/** A unit's note ('sem cebola') holds at most this many characters. */
export const MAX_UNIT_NOTE_LENGTH = 140;

const optionWord = (count: number) => (count === 1 ? 'opção' : 'opções');

/**
 * What is wrong with a group's numbers, in pt-BR naming the group, or null: `min` and `max` are integers,
 * 0 ≤ min ≤ max, max ≥ 1, and max is at most the number of options (else no choice could reach it).
 */
export function findOptionGroupProblem(group: {
  name: string;
  min: number;
  max: number;
  options: readonly { name: string }[];
}): string | null {
  const { name, min, max } = group;
  // Also called on input that failed other checks (a zod refinement): read defensively.
  const options = Array.isArray(group.options) ? group.options : [];
  const count = options.length;
  if (count === 0) return `Adicione pelo menos uma opção em '${name}'`;
  if (!Number.isInteger(min) || !Number.isInteger(max)) {
    return `O mínimo e o máximo de '${name}' são números inteiros`;
  }
  if (min < 0) return `O mínimo de '${name}' não pode ser negativo`;
  if (max < 1) return `O máximo de '${name}' deve ser pelo menos 1`;
  if (min > max) return `O mínimo de '${name}' não pode passar do máximo`;
  if (max > count) {
    return `O máximo de '${name}' não pode passar do número de opções (${count})`;
  }
  const seen = new Set<string>();
  for (const option of options) {
    if (typeof option?.name !== 'string') continue;
    const key = option.name.toLocaleLowerCase('pt-BR');
    if (seen.has(key)) return `A opção '${option.name}' aparece mais de uma vez em '${name}'`;
    seen.add(key);
  }
  return null;
}

/** Whether the group must be answered ('Obrigatório'): at least one option is required. */
export function isRequiredOptionGroup(group: Pick<ItemOptionGroup, 'min'>): boolean {
  return group.min > 0;
}

/**
 * What a group asks, as the item drawer says it: 'Escolha 1 opção', 'Escolha de 1 a 3 opções', 'Escolha até
 * 3 opções' (optional), 'Escolha pelo menos 2 opções' (when max is every option).
 */
export function describeOptionGroupRule(group: Pick<ItemOptionGroup, 'min' | 'max'>): string {
  const { min, max } = group;
  if (min === max) return `Escolha ${min} ${optionWord(min)}`;
  if (min === 0) return `Escolha até ${max} ${optionWord(max)}`;
  return `Escolha de ${min} a ${max} ${optionWord(max)}`;
}

/** The result of checking a choice: the options to copy onto the unit and their sum, or why it is refused. */
export type OptionChoice =
  | { readonly ok: true; readonly chosen: readonly ChosenOption[]; readonly optionsCents: number }
  | { readonly ok: false; readonly message: string };

/** What refuses an option id that is not one of the item's (another item's, or one since removed). */
export const UNKNOWN_OPTION_MESSAGE =
  'Uma das opções escolhidas não existe neste item. Atualize o cardápio e escolha de novo.';

/**
 * Checks the options a consumer chose for one unit against the item's groups: every id must be one of the
 * item's options, none twice, and each group's count within its min and max. On success answers the copies
 * in the menu's order (group by group, option by option), whatever order the ids came in, and their total
 * price. The message names the group at fault: "Escolha 1 opção em 'Ponto da carne'."
 */
export function chooseOptions(
  groups: readonly ItemOptionGroup[],
  optionIds: readonly string[],
): OptionChoice {
  const wanted = new Set<string>();
  for (const id of optionIds) {
    if (wanted.has(id)) {
      const found = findOption(groups, id);
      return {
        ok: false,
        message: found
          ? `A opção '${found.option.name}' foi escolhida mais de uma vez em '${found.group.name}'.`
          : UNKNOWN_OPTION_MESSAGE,
      };
    }
    wanted.add(id);
  }
  const chosen: ChosenOption[] = [];
  let optionsCents = 0;
  for (const group of groups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    const problem = describeCountProblem(group, picked.length);
    if (problem) return { ok: false, message: problem };
    for (const option of picked) {
      wanted.delete(option.id);
      assertCents(option.priceCents);
      optionsCents += option.priceCents;
      chosen.push({ id: option.id, group: group.name, name: option.name, priceCents: option.priceCents });
    }
  }
  if (wanted.size > 0) return { ok: false, message: UNKNOWN_OPTION_MESSAGE };
  return { ok: true, chosen, optionsCents };
}

/** Why `count` options do not fit the group, or null when they do. */
function describeCountProblem(group: ItemOptionGroup, count: number): string | null {
  const { min, max, name } = group;
  if (count >= min && count <= max) return null;
  if (min === max) return `Escolha ${min} ${optionWord(min)} em '${name}'.`;
  if (count < min) return `Escolha pelo menos ${min} ${optionWord(min)} em '${name}'.`;
  return `Escolha no máximo ${max} ${optionWord(max)} em '${name}'.`;
}

function findOption(groups: readonly ItemOptionGroup[], id: string) {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.id === id);
    if (option) return { group, option };
  }
  return undefined;
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`an option's price must be non-negative integer centavos, got ${value}`);
  }
}

/** A unit's price: its item's price plus its options' (docs/money.md#options), in centavos. */
export function unitPriceCents(itemPriceCents: number, options: readonly { priceCents: number }[]): number {
  assertCents(itemPriceCents);
  let total = itemPriceCents;
  for (const option of options) {
    assertCents(option.priceCents);
    total += option.priceCents;
  }
  return total;
}
