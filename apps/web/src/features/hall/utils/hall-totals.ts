import type { Order, OrderItem } from '@suavez/shared/contracts/order.contract';
import {
  computeBill,
  computeServiceFeeCents,
  DEFAULT_SERVICE_FEE_PERCENT,
  reaisToCents,
} from '@suavez/shared/domain/bill';

/** One order's totals as the hall shows them, in centavos. */
export interface PersonTotals {
  subtotalCents: number;
  /** Null while the order is OPEN: the consumer has not chosen a fee yet. */
  feeCents: number | null;
  /** The percent behind `feeCents`; null while OPEN. */
  feePercent: number | null;
  totalCents: number;
  /** 'Cancelados': units CANCELED or REFUSED (docs/money.md#the-bill). */
  canceledCents: number;
  /** 'Total bruto': subtotal plus cancelled, everything that was sent. */
  grossCents: number;
}

/** The whole table's totals: fees of the orders already past OPEN only. */
export interface TableTotals {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  canceledCents: number;
  grossCents: number;
  /** Some order is still OPEN: its fee is missing from `feeCents` (the asterisk). */
  isFeePending: boolean;
}

/** Each unit at its own `price`: the item's plus its options' (docs/money.md#options). */
function toBillItems(items: readonly OrderItem[]) {
  return items.map((unit) => ({ priceCents: reaisToCents(unit.price), status: unit.orderItemStatus }));
}

/**
 * One order's totals (docs/money.md#service-fee). The subtotal is the shared bill's (REFUSED,
 * CANCELED and unsent CREATED units excluded). The fee shows only once the order left OPEN, at the consumer's
 * percent (the default when none was chosen), and in the hall it is not applied to units still SENT:
 * those are not accepted yet.
 */
export function computePersonTotals(order: Order): PersonTotals {
  const bill = computeBill({ items: toBillItems(order.items), serviceFeePercent: 0 });
  const apart = { canceledCents: bill.canceledCents, grossCents: bill.grossCents };
  if (order.status === 'OPEN') {
    return {
      subtotalCents: bill.subtotalCents,
      feeCents: null,
      feePercent: null,
      totalCents: bill.subtotalCents,
      ...apart,
    };
  }
  const feePercent = order.serviceFee ?? DEFAULT_SERVICE_FEE_PERCENT;
  const feeBase = computeBill({
    items: toBillItems(order.items.filter((unit) => unit.orderItemStatus !== 'SENT')),
    serviceFeePercent: 0,
  });
  const feeCents = computeServiceFeeCents(feeBase.subtotalCents, feePercent);
  return {
    subtotalCents: bill.subtotalCents,
    feeCents,
    feePercent,
    totalCents: bill.subtotalCents + feeCents,
    ...apart,
  };
}

/** The whole table's totals: the sum of each order's, with the asterisk while any order is OPEN. */
export function computeTableTotals(orders: readonly Order[]): TableTotals {
  let subtotalCents = 0;
  let feeCents = 0;
  let canceledCents = 0;
  let isFeePending = false;
  for (const order of orders) {
    const totals = computePersonTotals(order);
    subtotalCents += totals.subtotalCents;
    canceledCents += totals.canceledCents;
    if (totals.feeCents === null) isFeePending = true;
    else feeCents += totals.feeCents;
  }
  return {
    subtotalCents,
    feeCents,
    totalCents: subtotalCents + feeCents,
    canceledCents,
    grossCents: subtotalCents + canceledCents,
    isFeePending,
  };
}
