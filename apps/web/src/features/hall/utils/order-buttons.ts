import type { Order } from '@suavez/shared/contracts/order.contract';
import {
  canMerchantRequestPayment,
  MERCHANT_REQUEST_PAYMENT_BLOCKED_MESSAGE,
} from '@suavez/shared/domain/order-machine';
import { isSettledOrderStatus, type OrderStatus } from '@suavez/shared/domain/order-status';
import { hallMessages } from '../hall-messages';

/** A footer button of the table dialog and what it does. */
export interface OrderButton {
  kind: 'requestPayment' | 'close' | 'reopen' | 'checkout';
  label: string;
  /** The confirmation dialog's question. */
  question: string;
  variant: string;
  /** For the status buttons: `PATCH /order/status/update`'s target; checkout calls `POST /queue/checkout`. */
  targetStatus: 'PAYMENT_REQUESTED' | 'CLOSED' | 'OPEN' | null;
  done: string;
  failed: string;
}

const requestPayment: OrderButton = {
  kind: 'requestPayment',
  label: 'Finalizar pedido',
  question: 'Deseja finalizar o pedido?',
  variant: 'primary',
  targetStatus: 'PAYMENT_REQUESTED',
  done: hallMessages.requestPaymentDone,
  failed: hallMessages.requestPaymentFailed,
};
const close: OrderButton = {
  kind: 'close',
  label: 'Fechar pedido',
  question: 'Deseja fechar o pedido?',
  variant: 'primary',
  targetStatus: 'CLOSED',
  done: hallMessages.closeDone,
  failed: hallMessages.closeFailed,
};
const reopen: OrderButton = {
  kind: 'reopen',
  label: 'Reabrir pedido',
  question: 'Deseja reabrir o pedido?',
  variant: 'outline-secondary',
  targetStatus: 'OPEN',
  done: hallMessages.reopenDone,
  failed: hallMessages.reopenFailed,
};
const checkout: OrderButton = {
  kind: 'checkout',
  label: 'Encerrar mesa',
  question: 'Deseja encerrar a mesa?',
  variant: 'success',
  targetStatus: null,
  done: hallMessages.checkoutDone,
  failed: hallMessages.checkoutFailed,
};

/** The buttons of one order by its status (docs/orders-and-bills.md#table-dialog). */
export function orderButtonsFor(status: OrderStatus): OrderButton[] {
  switch (status) {
    case 'OPEN':
      return [requestPayment];
    case 'PAYMENT_REQUESTED':
      return [close, reopen];
    case 'CLOSED':
    case 'PAYMENT_COMPLETED':
      return [checkout];
    case 'PENDING_PAYMENT':
    case 'PAYMENT_FAILED':
      return [];
    default: {
      const unhandled: never = status;
      throw new Error(`Unhandled order status: ${String(unhandled)}`);
    }
  }
}

/** The footer's buttons and the order the status buttons act on. */
export interface FooterButtons {
  order: Order | null;
  buttons: OrderButton[];
  /**
   * Set when 'Finalizar pedido' is shown but the server would refuse it (units still wait for the kitchen
   * or a decision): the button is disabled and this says why.
   */
  blockedReason: string | null;
}

/**
 * The footer for what the dialog shows. One person's order (or a table with a single order): that order's
 * buttons. The whole table with several orders: only 'Encerrar mesa', once every order is settled (checkout acts
 * on the table); each order is finalized, closed or reopened from its person's view. A table without orders
 * may check out (nothing blocks it).
 */
export function footerButtonsFor(shown: Order | null, orders: readonly Order[]): FooterButtons {
  const single = shown ?? (orders.length === 1 ? (orders[0] ?? null) : null);
  if (single) {
    const isBlocked =
      single.status === 'OPEN' &&
      !canMerchantRequestPayment(single.items.map((unit) => unit.orderItemStatus));
    return {
      order: single,
      buttons: orderButtonsFor(single.status),
      blockedReason: isBlocked ? MERCHANT_REQUEST_PAYMENT_BLOCKED_MESSAGE : null,
    };
  }
  const isSettled = orders.every((order) => isSettledOrderStatus(order.status));
  return { order: null, buttons: isSettled ? [checkout] : [], blockedReason: null };
}
