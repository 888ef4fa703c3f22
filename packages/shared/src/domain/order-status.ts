/** Every status an order can be in (docs/orders-and-bills.md#order-statuses). */
export const orderStatuses = [
  'OPEN',
  'PAYMENT_REQUESTED',
  'PENDING_PAYMENT',
  'PAYMENT_COMPLETED',
  'PAYMENT_FAILED',
  'CLOSED',
] as const;

/** An order status. */
export type OrderStatus = (typeof orderStatuses)[number];

/** Labels shown for each order status (docs/orders-and-bills.md#order-statuses). */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  OPEN: 'Aberto',
  PAYMENT_REQUESTED: 'Pagamento solicitado',
  PENDING_PAYMENT: 'Pagamento pendente',
  PAYMENT_COMPLETED: 'Pagamento concluído',
  PAYMENT_FAILED: 'Pagamento falhou',
  CLOSED: 'Fechado',
};

/**
 * Statuses in which an order is settled: the queue entry may check out (docs/orders-and-bills.md#checkout).
 */
export const settledOrderStatuses = ['CLOSED', 'PAYMENT_COMPLETED'] as const satisfies readonly OrderStatus[];

/** Whether the order is settled, so it no longer blocks the entry's checkout. */
export function isSettledOrderStatus(status: OrderStatus): boolean {
  return (settledOrderStatuses as readonly OrderStatus[]).includes(status);
}
