import type { Language } from '@suavez/shared/domain/language';
import { currentLanguage } from '@/lib/i18n/i18n';

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

/** Centred spinner shown while a screen's code loads; announced as 'Carregando...' (in the page's language). */
export function PageSpinner() {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" style={{ minHeight: '50vh' }}>
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{loadingLabels[currentLanguage()]}</span>
      </div>
    </div>
  );
}
