/** Every status an order item (one unit) can be in (docs/orders-and-bills.md#unit-machine). */
export const orderItemStatuses = [
  'CREATED',
  'SENT',
  'CANCEL_REQUEST',
  'ACCEPTED',
  'PREPARING',
  'COMPLETED',
  'REFUSED',
  'CANCELED',
] as const;

/** An order item status. */
export type OrderItemStatus = (typeof orderItemStatuses)[number];

/**
 * Group labels for order item statuses. The specification gives six; ACCEPTED ('Aceito') and
 * PREPARING ('Em preparo') are ours.
 */
export const orderItemStatusLabels: Readonly<Record<OrderItemStatus, string>> = {
  CREATED: 'Ainda não enviado',
  SENT: 'Aguardando confirmação',
  CANCEL_REQUEST: 'Remoção solicitada',
  ACCEPTED: 'Aceito',
  PREPARING: 'Em preparo',
  COMPLETED: 'Entregue',
  REFUSED: 'Recusado',
  CANCELED: 'Cancelado',
};

/** Order in which the consumer's screens list the status groups (docs/orders-and-bills.md#units). */
export const consumerOrderItemStatusOrder = [
  'CREATED',
  'SENT',
  'CANCEL_REQUEST',
  'CANCELED',
  'REFUSED',
  'ACCEPTED',
  'PREPARING',
  'COMPLETED',
] as const satisfies readonly OrderItemStatus[];

/**
 * Order in which the merchant's table dialog lists the status groups (the specification only says it
 * differs slightly from the consumer's). Ours puts what waits for the merchant first (SENT to accept or
 * refuse, CANCEL_REQUEST to decide), then work in progress to deliver (PREPARING, ACCEPTED), then what is
 * delivered, then the consumer's unsent cart, and last the groups that take no action (REFUSED, CANCELED).
 */
export const merchantOrderItemStatusOrder = [
  'SENT',
  'CANCEL_REQUEST',
  'PREPARING',
  'ACCEPTED',
  'COMPLETED',
  'CREATED',
  'REFUSED',
  'CANCELED',
] as const satisfies readonly OrderItemStatus[];
