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
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2H8c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
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
