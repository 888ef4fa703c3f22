import { randomUUID } from 'node:crypto';
import type { ItemOptionGroupAnswer } from '@suavez/shared/contracts/catalog.contract';
import { centsToReais } from '@suavez/shared/domain/bill';
import type { ItemOptionGroup } from '@suavez/shared/domain/item-options';
import type { Language } from '@suavez/shared/domain/language';
import { type NameTranslations, translatedText } from '@suavez/shared/domain/menu-translations';

/** An option group as a service receives it: prices in centavos, ids the editor sent back (or none). */
export interface OptionGroupValues {
  id?: string | undefined;
  name: string;
  translations?: NameTranslations | undefined;
  min: number;
  max: number;
  options: {
    id?: string | undefined;
    name: string;
    translations?: NameTranslations | undefined;
    priceCents: number;
  }[];
}

/** `translations` when it holds a language, else nothing: the stored groups keep no empty objects. */
function keptTranslations(translations: NameTranslations | undefined): { translations?: NameTranslations } {
  return translations && Object.keys(translations).length > 0 ? { translations } : {};
}

/**
 * The groups to store, each group and option with an id: the id the editor sent when it names a group or
 * an option this item already has (so an open menu's choice still names it after an edit), a new random one
 * otherwise (an id of another item, a repeated one, none). The order is the editor's.
 */
export function assignOptionIds(
  groups: readonly OptionGroupValues[],
  current: readonly ItemOptionGroup[],
): ItemOptionGroup[] {
  const knownGroups = new Set(current.map((group) => group.id));
  const knownOptions = new Set(current.flatMap((group) => group.options.map((option) => option.id)));
  const used = new Set<string>();
  const keep = (id: string | undefined, known: Set<string>) => {
    const kept = id !== undefined && known.has(id) && !used.has(id) ? id : randomUUID();
    used.add(kept);
    return kept;
  };
  return groups.map((group) => ({
    id: keep(group.id, knownGroups),
    name: group.name,
    ...keptTranslations(group.translations),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: keep(option.id, knownOptions),
      name: option.name,
      ...keptTranslations(option.translations),
      priceCents: option.priceCents,
    })),
  }));
}

/** Option groups as the merchant's calls answer them: prices in reais, with their translations. */
export function toOptionGroupsAnswer(groups: readonly ItemOptionGroup[]): ItemOptionGroupAnswer[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    translations: group.translations ?? {},
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      translations: option.translations ?? {},
      price: centsToReais(option.priceCents),
    })),
  }));
}

/** Option groups as a diner reading `language` sees them: each name in that language when given. */
export function toLocalizedOptionGroupsAnswer(
  groups: readonly ItemOptionGroup[],
  language: Language,
): ItemOptionGroupAnswer[] {
  return groups.map((group) => ({
    id: group.id,
    name: translatedText(group.translations, language, 'name', group.name),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: translatedText(option.translations, language, 'name', option.name),
      price: centsToReais(option.priceCents),
    })),
  }));
}
