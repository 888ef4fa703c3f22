import {
  MENU_LANGUAGES,
  type MenuLanguage,
  type MenuTranslations,
} from '@suavez/shared/domain/menu-translations';

/** What the editor's 'Outros idiomas' fields hold: a name and a description per language, '' when none. */
export type TranslationsDraft = Record<MenuLanguage, { name: string; description: string }>;

/** How the editor names each language (the merchant's screens are pt-BR). */
export const menuLanguageLabels: Record<MenuLanguage, string> = { es: 'Espanhol', en: 'Inglês' };

/** The fields of stored translations. */
export function toTranslationsDraft(translations: MenuTranslations | undefined): TranslationsDraft {
  const draft = {} as TranslationsDraft;
  for (const language of MENU_LANGUAGES) {
    draft[language] = {
      name: translations?.[language]?.name ?? '',
      description: translations?.[language]?.description ?? '',
    };
  }
  return draft;
}

/** The translations to send: trimmed, blank texts and empty languages left out (the server does the same). */
export function toTranslationsInput(draft: TranslationsDraft): MenuTranslations {
  const input: MenuTranslations = {};
  for (const language of MENU_LANGUAGES) {
    const name = draft[language].name.trim();
    const description = draft[language].description.trim();
    if (name === '' && description === '') continue;
    input[language] = { ...(name ? { name } : {}), ...(description ? { description } : {}) };
  }
  return input;
}

/** How the confirmation shows translations: 'Espanhol: Postres · Inglês: Desserts', or 'Nenhuma'. */
export function describeTranslations(translations: MenuTranslations): string {
  const parts = MENU_LANGUAGES.flatMap((language) => {
    const texts = translations[language];
    if (!texts) return [];
    const shown = [texts.name, texts.description].filter(Boolean).join(' — ');
    return [`${menuLanguageLabels[language]}: ${shown}`];
  });
  return parts.length > 0 ? parts.join(' · ') : 'Nenhuma';
}

/** 'Copiar do português': the Portuguese texts as the start of a language's empty fields. */
export function copyFromPortuguese(
  draft: TranslationsDraft,
  language: MenuLanguage,
  portuguese: { name: string; description: string },
): TranslationsDraft {
  const current = draft[language];
  return {
    ...draft,
    [language]: {
      name: current.name.trim() === '' ? portuguese.name.trim() : current.name,
      description: current.description.trim() === '' ? portuguese.description.trim() : current.description,
    },
  };
}

/** Whether two sets of translations say the same. */
export function sameTranslations(a: MenuTranslations, b: MenuTranslations): boolean {
  return describeTranslations(a) === describeTranslations(b);
}
