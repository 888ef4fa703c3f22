// The diner's language and texts (rules.md §16, docs/languages.md). The language is chosen once per page
// load from `?lang=`, the `lang` cookie and the browser's languages (the server's `<html lang>` follows the
// same rule), changed by the switcher, and is always pt-BR on the merchant's and the visitors' pages. Texts
// come from compiled catalogues (catalogue-plugin.ts), one per language and bundle of namespaces, loaded
// with the page that needs them (app/lazy-page.ts), so a phone never downloads another language.

import { type CompiledMessages, loaders } from 'virtual:catalogues';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  isDinerPagePath,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '@suavez/shared/domain/language';
import { useSyncExternalStore } from 'react';
import { setCookie } from '@/lib/cookies';
import type { CatalogueBundle, MessageKey, MessageValues } from './message-key';

export type { CatalogueBundle, MessageKey, MessageValues } from './message-key';

/** A year: the choice outlives a trip (rules.md §16). */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a page opens in: the one the server wrote into `<html lang>` after choosing it by the rule
 * of rules.md §16 (`?lang=`, the `lang` cookie, `Accept-Language`), so the browser need not download that
 * rule. `?lang=` is read here too, for the dev server, which sends index.html as it is. The merchant's and
 * the visitors' pages are pt-BR.
 */
export function languageForPage(
  location: { pathname: string; search: string },
  documentLanguage: string,
): Language {
  if (!isDinerPagePath(location.pathname)) return DEFAULT_LANGUAGE;
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  return isLanguage(documentLanguage) ? documentLanguage : DEFAULT_LANGUAGE;
}

let language: Language = DEFAULT_LANGUAGE;
/** Messages by language, each the union of the bundles loaded so far. */
const messages = new Map<Language, CompiledMessages>();
/** Bundles loaded (or loading) per language. */
const loaded = new Map<string, Promise<void>>();
/** Every bundle a page of this visit asked for: a new language loads the same ones before showing. */
const wanted = new Set<CatalogueBundle>();
const listeners = new Set<() => void>();

function loadInto(target: Language, bundle: CatalogueBundle): Promise<void> {
  const id = `${target}/${bundle}`;
  let pending = loaded.get(id);
  if (!pending) {
    const load = loaders[target]?.[bundle];
    if (!load) return Promise.reject(new Error(`catálogo ausente: ${id}`));
    pending = load().then((module) => {
      messages.set(target, { ...messages.get(target), ...module.default });
    });
    // A failed download may be tried again (the next page, or the route's error screen's retry).
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

/** Loads a page's texts in the current language (app/lazy-page.ts waits for it with the page's code). */
export function loadCatalogue(bundle: CatalogueBundle): Promise<void> {
  wanted.add(bundle);
  return loadInto(language, bundle);
}

/** The language the page is in. */
export function currentLanguage(): Language {
  return language;
}

/** The locale `Intl` writes this language's numbers and dates with. */
export function currentLocale(): string {
  return INTL_LOCALES[language];
}

/** Sets the language the page opens in, before anything renders (main.tsx). */
export function startLanguage(initial: Language): void {
  language = initial;
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
}

/**
 * Switches the page to another language: loads the texts its pages use first (nothing shows half
 * translated), then re-renders, and remembers the choice in the `lang` cookie when the diner made it.
 */
export async function changeLanguage(next: Language, options: { remember: boolean }): Promise<void> {
  if (!isLanguage(next)) return;
  await Promise.all([...wanted].map((bundle) => loadInto(next, bundle)));
  if (options.remember) {
    setCookie(LANGUAGE_COOKIE, next, { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
  }
  if (next === language) return;
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the language changes; returns the unsubscribe. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A message in the current language, its `{placeholders}` filled from `values`. A key the loaded
 * catalogues lack (its page forgot the bundle: the catalogue check in `npm test` catches that) shows the
 * Portuguese text when it is loaded, else nothing rather than the key.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  const message = messages.get(language)?.[key] ?? messages.get(DEFAULT_LANGUAGE)?.[key];
  if (!message) {
    if (import.meta.env.DEV) console.error(`texto sem tradução carregada: ${key}`);
    return '';
  }
  return message(values);
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** `t` for a component: it re-renders in the new language when the diner switches. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
