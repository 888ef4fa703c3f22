import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import { canTransitionOrderItem, transitionOrderItem } from '@suavez/shared/domain/order-item-machine';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { compareAndSetOrderItemStatus, findOrderItemContext } from './order-item.repository';
import { toOrderItemView } from './order-view';

/** The pt-BR answer when the unit is no longer waiting for the restaurant. */
export const CANNOT_REQUEST_CANCEL_MESSAGE =
  'Só é possível pedir o cancelamento de itens aguardando confirmação do restaurante.';

/** `PATCH /order/item/request/cancel`: the consumer asks to cancel one SENT unit of its own order. */
export async function requestItemCancel(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  orderItemId: string;
}): Promise<OrderItem> {
  // An unknown unit answers as another consumer's does (docs/access.md#unknown-ids).
  const context = ownedRow(
    await findOrderItemContext(options.db, options.orderItemId),
    (found) => found.orderConsumerId === options.consumerId,
  );
  const from = context.item.status;
  if (!canTransitionOrderItem(from, 'requestCancel', 'consumer')) {
    throw new AppError('INVALID_TRANSITION', CANNOT_REQUEST_CANCEL_MESSAGE);
  }
  const updated = await compareAndSetOrderItemStatus(options.db, {
    id: context.item.id,
    merchantId: context.merchantId,
    expected: from,
    next: transitionOrderItem(from, 'requestCancel', { prepared: context.item.prepared }),
    at: options.clock.now(),
  });
  if (!updated) throw new AppError('INVALID_TRANSITION', CANNOT_REQUEST_CANCEL_MESSAGE);
  return toOrderItemView(updated);
}
