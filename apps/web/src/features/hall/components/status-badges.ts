import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { OrderStatus } from '@suavez/shared/domain/order-status';

/** Badge classes per item status; Bootstrap's text-bg-* pick a text colour that passes contrast. */
export const itemStatusBadgeClass: Readonly<Record<OrderItemStatus, string>> = {
  CREATED: 'text-bg-light border',
  SENT: 'text-bg-warning',
  CANCEL_REQUEST: 'text-bg-danger',
  ACCEPTED: 'text-bg-info',
  PREPARING: 'text-bg-info',
  COMPLETED: 'text-bg-success',
  REFUSED: 'text-bg-secondary',
  CANCELED: 'text-bg-secondary',
};

/** Badge classes per order status. */
export const orderStatusBadgeClass: Readonly<Record<OrderStatus, string>> = {
  OPEN: 'text-bg-primary',
  PAYMENT_REQUESTED: 'text-bg-warning',
  PENDING_PAYMENT: 'text-bg-warning',
  PAYMENT_COMPLETED: 'text-bg-success',
  PAYMENT_FAILED: 'text-bg-danger',
  CLOSED: 'text-bg-dark',
};
