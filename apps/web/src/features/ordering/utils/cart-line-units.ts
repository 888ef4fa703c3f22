import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { GroupedOrderItem } from './group-order-items';

// Which unit of a line the cart's buttons act on: apart from cart-math.ts, whose cart bar the menu paints
// first, so that these load with the cart drawer's chunk.

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
