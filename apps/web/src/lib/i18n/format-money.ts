// Money in the page's language (rules.md §16): it stays in reais everywhere, written the language's way.
import { formatCentsIn } from '@suavez/shared/domain/money-format';
import { currentLanguage } from './i18n';

/** Centavos in reais, as the page's language writes them ('R$ 12,50', 'R$12.50'). */
export function formatMoney(cents: number): string {
  return formatCentsIn(currentLanguage(), cents);
}
