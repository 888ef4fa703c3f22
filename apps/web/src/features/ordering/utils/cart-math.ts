import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { GroupedOrderItem } from './group-order-items';

/** What a unit needs for the cart bar: its price (reais) and status. */
export interface CartUnit {
  item: { price: number };
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
    totalCents += toCents(unit.item.price);
  }
  return { count, totalCents };
}

/** The cart bar's text: 'Carrinho vazio', '1 item | …' or 'N itens | …'. */
export function formatCartLabel(summary: CartSummary, formatMoney: (cents: number) => string): string {
  if (summary.count === 0) return 'Carrinho vazio';
  const units = summary.count === 1 ? '1 item' : `${summary.count} itens`;
  return `${units} | Total a pagar: ${formatMoney(summary.totalCents)}`;
}

/**
 * The unit '−' removes from a line: the last CREATED one (docs/orders-and-bills.md#cart). Null when the line
 * has no CREATED unit left, so the quantity never goes below 0.
 */
export function findUnitToRemove(line: GroupedOrderItem): string | null {
  for (let index = line.orderItemIds.length - 1; index >= 0; index -= 1) {
    const unit = line.orderItemIds[index];
    if (unit?.status === 'CREATED') return unit.id;
  }
  return null;
}

/** Whether '+' and '−' apply to a line: only units still in the cart change quantity. */
export function isQuantityEditable(status: OrderItemStatus): boolean {
  return status === 'CREATED';
}

/** Units a cancellation request applies to: the SENT ones, newest first. */
export function findCancelableUnit(line: GroupedOrderItem): string | null {
  for (let index = line.orderItemIds.length - 1; index >= 0; index -= 1) {
    const unit = line.orderItemIds[index];
    if (unit?.status === 'SENT') return unit.id;
  }
  return null;
}
