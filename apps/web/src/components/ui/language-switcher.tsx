import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@suavez/shared/domain/language';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiFetch } from '@/lib/api-client';
import { getCookie } from '@/lib/cookies';
import { changeLanguage, useLanguage, useT } from '@/lib/i18n/i18n';

/**
 * The diner's language (rules.md §16): a globe and each language in its own name, at the top of every
 * diner page, so a tourist finds 'Español' without reading Portuguese. The choice is remembered on the
 * device (the `lang` cookie) and on the consumer (their notices follow it), and the screen's server data
 * (the menu's texts) is read again in the new language.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const id = useId();

  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    await changeLanguage(value, { remember: true });
    void queryClient.invalidateQueries();
    // The consumer's notices (push, SMS, WhatsApp) follow the choice; a page without one has nothing to tell.
    if (getCookie('user')) {
      apiFetch('/consumer/language', { method: 'PUT', body: { lang: value } }).catch(() => undefined);
    }
  };

  return (
    <div className={`d-flex align-items-center gap-1 ${className}`}>
      <label htmlFor={id} className="d-flex align-items-center text-body-secondary">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3.5 4 3.5 14 0 18M12 3c-3.5 4-3.5 14 0 18" />
        </svg>
        <span className="visually-hidden">{t('common.language')}</span>
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={language}
        onChange={(event) => void choose(event.target.value)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
