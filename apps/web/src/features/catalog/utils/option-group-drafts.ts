import type { ItemOptionGroupAnswer, OptionGroupInput } from '@suavez/shared/contracts/catalog.contract';
import { centsToReais, reaisToCents } from '@suavez/shared/domain/bill';
import { findOptionGroupProblem, MAX_OPTIONS_PER_GROUP } from '@suavez/shared/domain/item-options';
import type { NameTranslations } from '@suavez/shared/domain/menu-translations';
import { formatCents } from '@suavez/shared/domain/money-format';

/** One option as the item dialog edits it; `key` names it in the list, `id` is the server's when it has one. */
export interface OptionDraft {
  key: string;
  id?: string;
  name: string;
  priceCents: number;
  /** Its name in Spanish and English (rules.md §16), kept through an edit. */
  translations?: NameTranslations;
}

/** One option group as the item dialog edits it (`min`/`max` NaN while the field is empty). */
export interface OptionGroupDraft {
  key: string;
  id?: string;
  name: string;
  /** Its name in Spanish and English (rules.md §16), kept through an edit. */
  translations?: NameTranslations;
  min: number;
  max: number;
  options: OptionDraft[];
}

/** `{translations}` when it holds a language, else nothing (drafts and bodies carry no empty objects). */
function withTranslations(translations: NameTranslations | undefined): { translations?: NameTranslations } {
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}

let nextKey = 0;
/** A key for a group or option the merchant just added (never sent). */
export function newDraftKey(): string {
  nextKey += 1;
  return `novo-${nextKey}`;
}

/** An empty option. */
export function newOptionDraft(): OptionDraft {
  return { key: newDraftKey(), name: '', priceCents: 0 };
}

/** A new group: optional, up to 1 choice, with one empty option. */
export function newOptionGroupDraft(): OptionGroupDraft {
  return { key: newDraftKey(), name: '', min: 0, max: 1, options: [newOptionDraft()] };
}

/** The item's groups as the dialog edits them. */
export function toOptionGroupDrafts(groups: readonly ItemOptionGroupAnswer[]): OptionGroupDraft[] {
  return groups.map((group) => ({
    key: group.id,
    id: group.id,
    name: group.name,
    ...withTranslations(group.translations),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      key: option.id,
      id: option.id,
      name: option.name,
      ...withTranslations(option.translations),
      priceCents: reaisToCents(option.price),
    })),
  }));
}

/** The groups as `POST /item` and `PATCH /item` take them (names trimmed, prices in reais). */
export function toOptionGroupInputs(groups: readonly OptionGroupDraft[]): OptionGroupInput[] {
  return groups.map((group) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name.trim(),
    ...withTranslations(group.translations),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name.trim(),
      ...withTranslations(option.translations),
      price: centsToReais(option.priceCents),
    })),
  }));
}

/**
 * What keeps the groups from being saved, in pt-BR as the server says it (shared rules), or null: names
 * given, 0 ≤ min ≤ max, max ≥ 1 and at most the number of options, no name repeated.
 */
export function findOptionGroupsProblem(groups: readonly OptionGroupDraft[]): string | null {
  const names = new Set<string>();
  for (const [index, group] of groups.entries()) {
    const name = group.name.trim();
    if (name === '') return `Informe o nome do grupo ${index + 1}`;
    if (group.options.some((option) => option.name.trim() === '')) {
      return `Informe o nome de cada opção em '${name}'`;
    }
    if (group.options.length > MAX_OPTIONS_PER_GROUP) {
      return `Um grupo pode ter no máximo ${MAX_OPTIONS_PER_GROUP} opções`;
    }
    const problem = findOptionGroupProblem({
      name,
      min: group.min,
      max: group.max,
      options: group.options.map((option) => ({ name: option.name.trim() })),
    });
    if (problem) return problem;
    const key = name.toLocaleLowerCase('pt-BR');
    if (names.has(key)) return `O grupo '${name}' aparece mais de uma vez`;
    names.add(key);
  }
  return null;
}

/** The groups in one line, for the confirmation ('Ponto da carne (1 a 1): Mal passado, Bacon + R$ 4,00'). */
export function describeOptionGroups(groups: readonly OptionGroupDraft[]): string {
  if (groups.length === 0) return 'Nenhuma';
  return groups
    .map((group) => {
      const options = group.options
        .map((option) =>
          option.priceCents > 0
            ? `${option.name.trim()} + ${formatCents(option.priceCents)}`
            : option.name.trim(),
        )
        .join(', ');
      return `${group.name.trim()} (${group.min} a ${group.max}): ${options}`;
    })
    .join('; ');
}

/** The list with the entry at `index` moved by `delta` places (unchanged past either end). */
export function moveEntry<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...list];
  if (target < 0 || target >= next.length) return next;
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** How the confirmation shows the options' other languages: 'Ponto: es Punto, en Doneness; Mal passado: en Rare'. */
export function describeOptionTranslations(groups: readonly OptionGroupDraft[]): string {
  const named = (name: string, translations: NameTranslations | undefined) => {
    const parts = Object.entries(translations ?? {}).flatMap(([language, text]) =>
      text?.name ? [`${language} ${text.name}`] : [],
    );
    return parts.length > 0 ? [`${name.trim()}: ${parts.join(', ')}`] : [];
  };
  const all = groups.flatMap((group) => [
    ...named(group.name, group.translations),
    ...group.options.flatMap((option) => named(option.name, option.translations)),
  ]);
  return all.length > 0 ? all.join('; ') : 'Nenhuma';
}
