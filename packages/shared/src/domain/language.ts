// The languages of the diner's pages and notices (rules.md §16, docs/languages.md). The merchant's screens
// stay in pt-BR. Adding a language: add it here, then its catalogues (docs/languages.md#adding-a-language).

/** Every language a diner may read, the house's first. */
export const LANGUAGES = ['pt-BR', 'es', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The house's language: the source of every text, and the answer when nothing else matches. */
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** The cookie that remembers a diner's choice on a device (a year; rules.md §16). */
export const LANGUAGE_COOKIE = 'lang' as const;

/** Each language's own name, as the switcher shows it (never translated: a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português',
  es: 'Español',
  en: 'English',
};

/** Whether a value names one of our languages exactly (`?lang=`, the cookie, the consumer's column). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Our language for one tag, or null: exact first ('pt-BR'), then by the primary subtag, so 'es-AR', 'es-419'
 * and 'en-GB' are read as 'es' and 'en', and 'pt' or 'pt-PT' as 'pt-BR' (the only Portuguese we write).
 */
export function languageOfTag(tag: string): Language | null {
  const clean = tag.trim();
  if (clean === '') return null;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === clean.toLowerCase());
  if (exact) return exact;
  const primary = clean.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((l) => l.split('-')[0]?.toLowerCase() === primary) ?? null;
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): by quality, then by order;
 * `q=0` refuses a tag; `*` accepts the default. Null when nothing matches (the caller falls back).
 */
export function negotiateLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag !== '' && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    if (range.tag === '*') return DEFAULT_LANGUAGE;
    const found = languageOfTag(range.tag);
    if (found) return found;
  }
  return null;
}

/**
 * The language of one request or page (rules.md §16): `?lang=`, else the remembered choice (the `lang`
 * cookie, or the consumer's), else the best match of `Accept-Language`, else pt-BR.
 */
export function chooseLanguage(sources: {
  query?: unknown;
  cookie?: unknown;
  consumer?: unknown;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(sources.query)) return sources.query;
  if (isLanguage(sources.cookie)) return sources.cookie;
  if (isLanguage(sources.consumer)) return sources.consumer;
  return negotiateLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The pages a diner reads in their language (rules.md §16): the queue, the table's menu and bill, the
 * public menu, bookings and the WhatsApp sign-in link. Every other page is the house's (pt-BR).
 */
export function isDinerPagePath(path: string): boolean {
  return (
    path === '/catalog' ||
    path === '/queue' ||
    path.startsWith('/queue/') ||
    path.startsWith('/c/') ||
    path === '/reservar' ||
    path.startsWith('/reserva/') ||
    path.startsWith('/entrar/')
  );
}

/** Open Graph's name of each language's locale (`og:locale`). */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = {
  'pt-BR': 'pt_BR',
  es: 'es_LA',
  en: 'en_US',
};

/** The locale `Intl` writes dates and numbers with: Brazil's, Latin America's Spanish, and US English. */
export const INTL_LOCALES: Record<Language, string> = {
  'pt-BR': 'pt-BR',
  es: 'es-419',
  en: 'en-US',
};
