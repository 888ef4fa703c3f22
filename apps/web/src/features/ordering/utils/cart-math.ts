import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { t } from '@/lib/i18n/i18n';

/** What a unit needs for the cart bar: its price (reais: the item's plus its options') and status. */
export interface CartUnit {
  price: number;
  orderItemStatus: OrderItemStatus;
}

/** The cart bar's figures: units still to be served or paid, and what they cost, in centavos. */
export interface CartSummary {
  count: number;
  totalCents: number;
}

/** Statuses that no longer cost the consumer anything. */
function isDropped(status: OrderItemStatus): boolean {
  return status === 'CANCELED' || status === 'REFUSED';
}

/**
 * 'N itens | Total a pagar: R$ x': every unit in the order except the refused and canceled ones, the cart
 * (CREATED) included, so the consumer sees what the table will cost before sending. Sums integer centavos.
 */
export function summarizeCart(units: readonly CartUnit[], toCents: (reais: number) => number): CartSummary {
  let count = 0;
  let totalCents = 0;
  for (const unit of units) {
    if (isDropped(unit.orderItemStatus)) continue;
    count += 1;
    totalCents += toCents(unit.price);
  }
  return { count, totalCents };
}

/** The cart bar's text in the page's language: 'Carrinho vazio', '1 item | …' or 'N itens | …'. */
export function formatCartLabel(summary: CartSummary, formatMoney: (cents: number) => string): string {
  if (summary.count === 0) return t('ordering.cartEmpty');
  return t('ordering.cartLabel', { count: summary.count, total: formatMoney(summary.totalCents) });
}
