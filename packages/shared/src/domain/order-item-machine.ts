import type { OrderItemStatus } from './order-item-status';
import { TransitionError } from './transition-error';

/**
 * Every order item event (docs/orders-and-bills.md#unit-machine). `cancel` is the merchant's one cancel call
 * (`/order/item/cancel`); on CANCEL_REQUEST it grants the consumer's request. `undeliver` takes a delivered
 * unit back to the kitchen (the kitchen display's undo), only for a few seconds after the delivery: see
 * `canUndoDelivery`. Removing a CREATED unit from the cart deletes the row and is not an event: see
 * `canRemoveFromCart`.
 */
export const orderItemEvents = [
  'send',
  'requestCancel',
  'accept',
  'refuse',
  'deliver',
  'undeliver',
  'cancel',
] as const;

/** An order item event. */
export type OrderItemEvent = (typeof orderItemEvents)[number];

/** Who fires an order item event. */
export type OrderItemActor = 'merchant' | 'consumer';

/** A target that depends on whether the menu item must be prepared in the kitchen. */
export type OrderItemPreparedTarget = {
  readonly prepared: OrderItemStatus;
  readonly notPrepared: OrderItemStatus;
};

/** One allowed move: the target (fixed, or chosen by `prepared`) and who fires it. */
export type OrderItemRule = {
  readonly to: OrderItemStatus | OrderItemPreparedTarget;
  readonly actor: OrderItemActor;
};

const accepted: OrderItemRule = { to: { prepared: 'PREPARING', notPrepared: 'ACCEPTED' }, actor: 'merchant' };
const canceled: OrderItemRule = { to: 'CANCELED', actor: 'merchant' };
const delivered: OrderItemRule = { to: 'COMPLETED', actor: 'merchant' };

/**
 * The order item machine of docs/orders-and-bills.md#unit-machine: per status, the events it accepts.
 * Anything absent is refused.
 */
export const orderItemTransitions: Readonly<
  Record<OrderItemStatus, Readonly<Partial<Record<OrderItemEvent, OrderItemRule>>>>
> = {
  CREATED: { send: { to: 'SENT', actor: 'consumer' } },
  SENT: {
    requestCancel: { to: 'CANCEL_REQUEST', actor: 'consumer' },
    accept: accepted,
    refuse: { to: 'REFUSED', actor: 'merchant' },
  },
  // Accepting a cancel request's item denies the request; cancelling grants it.
  CANCEL_REQUEST: { accept: accepted, cancel: canceled },
  ACCEPTED: { deliver: delivered, cancel: canceled },
  PREPARING: { deliver: delivered, cancel: canceled },
  // Undoing a delivery goes back to where accepting led (docs/orders-and-bills.md#kitchen).
  COMPLETED: { undeliver: accepted, cancel: canceled },
  REFUSED: {},
  CANCELED: {},
};

/** Facts about the menu item that choose between targets. */
export type OrderItemTransitionContext = {
  /** Whether the menu item must be prepared ('Item precisa ser preparado'). */
  readonly prepared: boolean;
};

/** Whether the table lets `event` move a unit out of `from` (and, when given, whether `actor` fires it). */
export function canTransitionOrderItem(
  from: OrderItemStatus,
  event: OrderItemEvent,
  actor?: OrderItemActor,
): boolean {
  const rule = orderItemTransitions[from][event];
  return rule !== undefined && (actor === undefined || rule.actor === actor);
}

/** The status `event` moves a unit in `from` to; throws `TransitionError` when the table forbids it. */
export function transitionOrderItem(
  from: OrderItemStatus,
  event: OrderItemEvent,
  context: OrderItemTransitionContext,
): OrderItemStatus {
  const rule = orderItemTransitions[from][event];
  if (rule === undefined) throw new TransitionError(from, event);
  if (typeof rule.to === 'string') return rule.to;
  return context.prepared ? rule.to.prepared : rule.to.notPrepared;
}

/** The events a unit in `status` accepts, optionally only those `actor` fires (drives the buttons). */
export function orderItemEventsFrom(status: OrderItemStatus, actor?: OrderItemActor): OrderItemEvent[] {
  return orderItemEvents.filter((event) => canTransitionOrderItem(status, event, actor));
}

/** Whether the consumer may delete the unit from the cart: only units not yet sent. */
export function canRemoveFromCart(status: OrderItemStatus): boolean {
  return status === 'CREATED';
}

/** How long after a delivery the merchant may take it back (the kitchen display's 'Desfazer'). */
export const UNDO_DELIVERY_WINDOW_MS = 10_000;

/**
 * Whether a unit delivered at `deliveredAt` may still be taken back at `now`: within
 * {@link UNDO_DELIVERY_WINDOW_MS}, inclusive (the server checks it again in the same statement as the change).
 */
export function canUndoDelivery(deliveredAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - deliveredAt.getTime();
  return elapsed <= UNDO_DELIVERY_WINDOW_MS;
}
