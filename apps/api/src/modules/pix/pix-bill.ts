import { computeBill, DEFAULT_SERVICE_FEE_PERCENT } from '@suavez/shared/domain/bill';
import type { OrderRow } from '#api/modules/order/order.repository';
import type { OrderItemRow } from '#api/modules/order/order-item.repository';

/**
 * What an order's diner pays (centavos): the shared bill of its units (item plus options) with its own fee
 * (docs/money.md#the-bill). An order asked for has its fee set; the default stands in only for one that
 * has not (its subtotal then decides whether it holds anything to pay).
 */
export function computeOrderTotalCents(order: OrderRow, units: readonly OrderItemRow[]): number {
  return computeOrderBill(order, units).totalCents;
}

/** The shared bill of one order, from its units among `units`. */
export function computeOrderBill(order: OrderRow, units: readonly OrderItemRow[]) {
  return computeBill({
    items: units
      .filter((unit) => unit.orderId === order.id)
      .map((unit) => ({ priceCents: unit.unitPriceCents, status: unit.status })),
    serviceFeePercent: order.serviceFeePercent ?? DEFAULT_SERVICE_FEE_PERCENT,
  });
}
