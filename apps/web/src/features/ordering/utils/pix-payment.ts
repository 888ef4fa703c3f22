import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';

/**
 * Whether the bill may be paid by Pix now: asked for or closed, and not paid yet (an open order has no fee
 * set, so no amount: rules §10).
 */
export function isPixPayable(order: Pick<OrderAnswer, 'status' | 'payment'>): boolean {
  return (order.status === 'PAYMENT_REQUESTED' || order.status === 'CLOSED') && order.payment === null;
}
