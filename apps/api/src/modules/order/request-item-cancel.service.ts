import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import { canTransitionOrderItem, transitionOrderItem } from '@suavez/shared/domain/order-item-machine';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { compareAndSetOrderItemStatus, findOrderItemContext } from './order-item.repository';
import { ORDER_ITEM_NOT_FOUND_MESSAGE } from './order-messages';
import { toOrderItemView } from './order-view';

/** The pt-BR answer when the unit is no longer waiting for the restaurant. */
export const CANNOT_REQUEST_CANCEL_MESSAGE =
  'Só é possível pedir o cancelamento de itens aguardando confirmação do restaurante.';

/** `PATCH /order/item/request/cancel`: the diner asks to cancel one SENT unit of its own order. */
export async function requestItemCancel(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  orderItemId: string;
}): Promise<OrderItem> {
  const context = await findOrderItemContext(options.db, options.orderItemId);
  if (!context) throw new AppError('NOT_FOUND', ORDER_ITEM_NOT_FOUND_MESSAGE);
  if (context.orderConsumerId !== options.consumerId) throw new AppError('FORBIDDEN');
  const from = context.item.status;
  if (!canTransitionOrderItem(from, 'requestCancel', 'consumer')) {
    throw new AppError('INVALID_TRANSITION', CANNOT_REQUEST_CANCEL_MESSAGE);
  }
  const updated = await compareAndSetOrderItemStatus(options.db, {
    id: context.item.id,
    expected: from,
    next: transitionOrderItem(from, 'requestCancel', { prepared: context.item.prepared }),
    at: options.clock.now(),
  });
  if (!updated) throw new AppError('INVALID_TRANSITION', CANNOT_REQUEST_CANCEL_MESSAGE);
  return toOrderItemView(updated);
}
