import type { OrderItemStatus } from './order-item-status';
import type { OrderStatus } from './order-status';
import type { QueueStatus } from './queue-status';
import { TransitionError } from './transition-error';

/**
 * Every order event (docs/orders-and-bills.md#order-statuses): the bill is asked for, the merchant closes or
 * reopens it, and the host or a Pix provider confirms payment (rules §10). PENDING_PAYMENT and PAYMENT_FAILED
 * have no moves: they are kept for a provider's dynamic charges.
 */
export const orderEvents = ['requestPayment', 'close', 'reopen', 'confirmPayment'] as const;

/** An order event. */
export type OrderEvent = (typeof orderEvents)[number];

/** Who fires an order event; `provider` is the payment provider's confirmation. */
export type OrderActor = 'merchant' | 'consumer' | 'provider';

/** One allowed move: the target status and who may fire it. */
export type OrderRule = { readonly to: OrderStatus; readonly actors: readonly OrderActor[] };

/** The order machine: per status, the events it accepts. Anything absent is refused. */
export const orderTransitions: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderRule>>>>
> = {
  OPEN: { requestPayment: { to: 'PAYMENT_REQUESTED', actors: ['merchant', 'consumer'] } },
  PAYMENT_REQUESTED: {
    close: { to: 'CLOSED', actors: ['merchant'] },
    reopen: { to: 'OPEN', actors: ['merchant'] },
    confirmPayment: { to: 'PAYMENT_COMPLETED', actors: ['merchant', 'provider'] },
  },
  CLOSED: { confirmPayment: { to: 'PAYMENT_COMPLETED', actors: ['merchant', 'provider'] } },
  PENDING_PAYMENT: {},
  PAYMENT_COMPLETED: {},
  PAYMENT_FAILED: {},
};

/** Whether the table lets `event` move an order out of `from` (and, when given, whether `actor` may). */
export function canTransitionOrder(from: OrderStatus, event: OrderEvent, actor?: OrderActor): boolean {
  const rule = orderTransitions[from][event];
  return rule !== undefined && (actor === undefined || rule.actors.includes(actor));
}

/** The status `event` moves an order in `from` to; throws `TransitionError` when the table forbids it. */
export function transitionOrder(from: OrderStatus, event: OrderEvent, actor?: OrderActor): OrderStatus {
  const rule = orderTransitions[from][event];
  if (rule === undefined) throw new TransitionError(from, event);
  if (actor !== undefined && !rule.actors.includes(actor)) {
    throw new TransitionError(from, event, `not allowed for ${actor}`);
  }
  return rule.to;
}

/** The events an order in `status` accepts, optionally only those `actor` may fire. */
export function orderEventsFrom(status: OrderStatus, actor?: OrderActor): OrderEvent[] {
  return orderEvents.filter((event) => canTransitionOrder(status, event, actor));
}

/** The event that moves an order from `from` to `to` (for `PATCH /order/status/update`), or null if none. */
export function findOrderEventToStatus(from: OrderStatus, to: OrderStatus): OrderEvent | null {
  return orderEvents.find((event) => orderTransitions[from][event]?.to === to) ?? null;
}

function isItemSettledForBill(status: OrderItemStatus): boolean {
  switch (status) {
    case 'REFUSED':
    case 'CANCELED':
    case 'COMPLETED':
      return true;
    case 'CREATED':
    case 'SENT':
    case 'CANCEL_REQUEST':
    case 'ACCEPTED':
    case 'PREPARING':
      return false;
    default: {
      const unhandled: never = status;
      throw new Error(`Unhandled order item status: ${String(unhandled)}`);
    }
  }
}

/**
 * Whether the consumer may press 'Pedir a conta': the entry is CHECK_IN, the order OPEN, and every unit is
 * REFUSED, CANCELED or COMPLETED. An order with no units qualifies (a guest who ordered nothing can close).
 */
export function canConsumerCloseOrder(input: {
  queueStatus: QueueStatus;
  orderStatus: OrderStatus;
  itemStatuses: readonly OrderItemStatus[];
}): boolean {
  return (
    input.queueStatus === 'CHECK_IN' &&
    input.orderStatus === 'OPEN' &&
    input.itemStatuses.every(isItemSettledForBill)
  );
}

/**
 * Whether the merchant may request payment ('Finalizar pedido'): refused while any unit still waits for the
 * kitchen or a decision (SENT, CANCEL_REQUEST, ACCEPTED, PREPARING). CREATED cart units do not block: they
 * are dropped.
 */
export function canMerchantRequestPayment(itemStatuses: readonly OrderItemStatus[]): boolean {
  return itemStatuses.every((status) => status === 'CREATED' || isItemSettledForBill(status));
}

/** Why 'Finalizar pedido' is refused when `canMerchantRequestPayment` is false: the server's answer and the hall's hint. */
export const MERCHANT_REQUEST_PAYMENT_BLOCKED_MESSAGE =
  'Há itens aguardando confirmação, cancelamento, preparo ou entrega: resolva-os antes de finalizar o pedido.';
