// What the server writes into a diner's page in each language (rules.md §16): the title and the link
// preview's description. The restaurant's own name and description are never translated.
import type { Language } from '@suavez/shared/domain/language';

export interface PageTexts {
  menuTitle(name: string): string;
  menuDescription(name: string): string;
  joinTitle(name: string): string;
  joinDescription(name: string): string;
  /** index.html's description, for a diner's page without its own. */
  siteDescription: string | null;
}

export const pageTexts: Record<Language, PageTexts> = {
  'pt-BR': {
    menuTitle: (name) => `Cardápio de ${name}`,
    menuDescription: (name) => `Confira o cardápio de ${name}`,
    joinTitle: (name) => `Entrar na fila de ${name} | SuaVez`,
    joinDescription: (name) => `Entre na fila de ${name} pelo celular e acompanhe a sua vez.`,
    // index.html's own.
    siteDescription: null,
  },
  es: {
    menuTitle: (name) => `Menú de ${name}`,
    menuDescription: (name) => `Mira el menú de ${name}`,
    joinTitle: (name) => `Unirse a la fila de ${name} | SuaVez`,
    joinDescription: (name) => `Únete a la fila de ${name} desde tu celular y sigue tu turno.`,
    siteDescription:
      'SuaVez: fila virtual y pedidos en la mesa para restaurantes. Únete a la fila desde tu celular, mira el menú y pide sin esperar.',
  },
  en: {
    menuTitle: (name) => `${name} menu`,
    menuDescription: (name) => `See the menu at ${name}`,
    joinTitle: (name) => `Join the waitlist at ${name} | SuaVez`,
    joinDescription: (name) => `Join the waitlist at ${name} from your phone and see when it's your turn.`,
    siteDescription:
      'SuaVez: a virtual waitlist and table ordering for restaurants. Join the line from your phone, see the menu and order without waiting.',
  },
};
