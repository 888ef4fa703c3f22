import { INTL_LOCALES, type Language } from './language';

/** Highest price a menu item may have: 100 000 reais, in centavos (docs/money.md#prices). */
export const MAX_PRICE_CENTS = 10_000_000;

const currencyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimalFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Centavos as Brazilian currency, 'R$ 1.234,56'. Intl puts a non-breaking space after 'R$'; we use a plain
 * space so the text in tests, screen readers' lookups and the screen is the same string.
 */
export function formatCents(cents: number): string {
  return currencyFormat.format(cents / 100).replace(/\u00a0/g, ' ');
}

const currencyFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Centavos in reais, written the way `language` writes numbers (rules.md §16: money stays in R$ in every
 * language): 'R$ 1.234,56' in pt-BR, 'R$1,234.56' in es and en.
 */
export function formatCentsIn(language: Language, cents: number): string {
  if (language === 'pt-BR') return formatCents(cents);
  let format = currencyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
    });
    currencyFormats.set(language, format);
  }
  return format.format(cents / 100).replace(/\u00a0/g, ' ');
}

/**
 * What the price field holds: its digits read as centavos ('3290' → 3290, '' → 0, 'abc12' → 12),
 * capped at `MAX_PRICE_CENTS`.
 */
export function priceDigitsToCents(typed: string): number {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return 0;
  return Math.min(Number(digits), MAX_PRICE_CENTS);
}

/** The price field's display for what was typed: two decimals in pt-BR, without 'R$' ('3290' → '32,90'). */
export function formatPriceInput(typed: string): string {
  return decimalFormat.format(priceDigitsToCents(typed) / 100).replace(/\u00a0/g, ' ');
}
