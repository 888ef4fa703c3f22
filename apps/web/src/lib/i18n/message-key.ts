// Every message key the app may ask for, typed from the Portuguese catalogues (the source language): a
// key that does not exist fails the type check. A new namespace is added here and in locales/bundles.json.
import type booking from '@/locales/pt-BR/booking.json';
import type common from '@/locales/pt-BR/common.json';
import type menu from '@/locales/pt-BR/menu.json';
import type ordering from '@/locales/pt-BR/ordering.json';
import type queue from '@/locales/pt-BR/queue.json';

type Keys<Namespace extends string, Messages> = `${Namespace}.${keyof Messages & string}`;

export type MessageKey =
  | Keys<'common', typeof common>
  | Keys<'queue', typeof queue>
  | Keys<'menu', typeof menu>
  | Keys<'ordering', typeof ordering>
  | Keys<'booking', typeof booking>;

/** The namespaces, as `message-key.ts` and `locales/<language>/` list them. */
export const NAMESPACES = ['common', 'queue', 'menu', 'ordering', 'booking'] as const;

/** A bundle of namespaces a page loads at once (locales/bundles.json). */
export type CatalogueBundle = 'base' | 'queue' | 'status' | 'menu' | 'table' | 'booking';

/** The values a message's `{placeholders}` take: text, or numbers for plurals and ordinals. */
export type MessageValues = Record<string, string | number>;
