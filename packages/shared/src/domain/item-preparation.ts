/**
 * Words of a menu category's name that say it holds drinks, without accents, lower-case and singular
 * (docs/screens.md, the item dialog). A drink is served as it is, so a new item there starts as not prepared;
 * anything else (dishes, snacks, desserts) goes through the kitchen and starts as prepared.
 */
const DRINK_WORDS: ReadonlySet<string> = new Set([
  'bebida',
  'drink',
  'drinque',
  'cerveja',
  'chope',
  'chopp',
  'vinho',
  'espumante',
  'suco',
  'refrigerante',
  'refri',
  'refresco',
  'agua',
  'cafe',
  'cha',
  'coquetel',
  'coqueteis',
  'caipirinha',
  'destilado',
  'dose',
  'cachaca',
  'whisky',
  'beer',
  'wine',
  'juice',
  'coffee',
]);

/** 'Café da manhã' is a meal, whatever its first word says. */
const MEAL_PHRASES = ['cafe da manha'];

/** The name without accents, lower-case, its words split on anything that is not a letter or a digit. */
function wordsOf(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Whether a category's name says it holds drinks ('Bebidas', 'Drinks', 'Cervejas', 'Sucos', 'Cafés'). */
export function isDrinkCategory(name: string): boolean {
  const words = wordsOf(name);
  const text = words.join(' ');
  if (MEAL_PHRASES.some((phrase) => text.includes(phrase))) return false;
  return words.some(
    (word) => DRINK_WORDS.has(word) || (word.endsWith('s') && DRINK_WORDS.has(word.slice(0, -1))),
  );
}

/**
 * Whether a new item of this category starts as 'Item precisa ser preparado': yes for food (desserts too, a
 * kitchen plates them), no for drinks. A default only: the owner changes it, and an existing item keeps its own.
 */
export function isPreparedByDefault(categoryName: string): boolean {
  return !isDrinkCategory(categoryName);
}
