import type { AddOrderItemBody } from '@suavez/shared/contracts/order.contract';
import { apiFetch } from '../../../lib/api-client';

/** `PUT /order {orderQueue:{id}, item:{id}}`: adds one unit of a menu item to the open order. */
export function addOrderItem(orderId: string, itemId: string): Promise<void> {
  const body: AddOrderItemBody = { orderQueue: { id: orderId }, item: { id: itemId } };
  return apiFetch<void>('/order', { method: 'PUT', body });
}
