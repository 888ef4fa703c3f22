// A restaurant's menu in other languages (rules.md §16, docs/languages.md#the-menu): optional names and
// descriptions in each language beyond pt-BR, per category, item, option group and option. A missing or
// empty one shows the Portuguese text.
import type { Language } from './language';

/** The languages a menu may be translated into: every one but the house's. */
export type MenuLanguage = Exclude<Language, 'pt-BR'>;

export const MENU_LANGUAGES: readonly MenuLanguage[] = ['es', 'en'];

/** A category's or item's texts in one language. */
export interface MenuText {
  readonly name?: string;
  readonly description?: string;
}

export type MenuTranslations = Partial<Record<MenuLanguage, MenuText>>;

/** An option's or option group's name in other languages. */
export type NameTranslations = Partial<Record<MenuLanguage, { readonly name?: string }>>;

/**
 * The text a diner reading `lang` sees: the translation when it is there and not blank, else the
 * Portuguese (`fallback`).
 */
export function translatedText(
  translations: Partial<Record<MenuLanguage, Partial<Record<'name' | 'description', string>>>> | undefined,
  lang: Language,
  field: 'name' | 'description',
  fallback: string,
): string {
  if (lang === 'pt-BR') return fallback;
  const text = translations?.[lang]?.[field]?.trim();
  return text ? text : fallback;
}
