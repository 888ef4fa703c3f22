import { isLanguage, type Language } from '@suavez/shared/domain/language';

/**
 * Its label in each language, here and not in the catalogues: the spinner shows while a page's code and
 * texts are still on their way (docs/languages.md).
 */
// i18n-ignore: shown before any catalogue has loaded.
const loadingLabels: Record<Language, string> = {
  'pt-BR': 'Carregando...',
  es: 'Cargando...',
  en: 'Loading...',
};

/**
 * The page's language as `<html lang>` says it (the server writes it, lib/i18n/i18n.ts keeps it in step
 * with the switcher). Read from the document, not from i18n.ts: the spinner sits in the app's entry beside
 * every lazy page, and an import of i18n.ts from here made Rolldown split React and its preload helper out
 * of the entry, two more files on every diner page (scripts/check-bundle.mjs).
 */
function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'pt-BR';
}

/** Centred spinner shown while a screen's code loads; announced as 'Carregando...' (in the page's language). */
export function PageSpinner() {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" style={{ minHeight: '50vh' }}>
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{loadingLabels[pageLanguage()]}</span>
      </div>
    </div>
  );
}
