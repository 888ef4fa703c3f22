import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import {
  canTransitionOrderItem,
  type OrderItemEvent,
  transitionOrderItem,
  UNDO_DELIVERY_WINDOW_MS,
} from '@suavez/shared/domain/order-item-machine';
import { orderItemStatusLabels } from '@suavez/shared/domain/order-item-status';
import { isSettledOrderStatus } from '@suavez/shared/domain/order-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { findOrder } from './order.repository';
import { compareAndSetOrderItemStatus, findOrderItemContext } from './order-item.repository';
import { ORDER_NOT_OPEN_MESSAGE, UNDO_DELIVERY_EXPIRED_MESSAGE } from './order-messages';
import { toOrderItemView } from './order-view';

/** The merchant's item events (`PATCH /order/item/{accept,refuse,deliver,undeliver,cancel}`). */
export type MerchantItemEvent = Extract<
  OrderItemEvent,
  'accept' | 'refuse' | 'deliver' | 'undeliver' | 'cancel'
>;

/**
 * One merchant event on one unit of its own table, as a compare-and-set on the unit's status (two tabs
 * accepting the same unit, or delivering it twice from the kitchen and the hall: one wins, the other gets
 * 409). Accepting moves a `prepared` unit to PREPARING, others to ACCEPTED, and records when; refusing
 * records the reason the consumer reads. Undoing a delivery takes a COMPLETED unit back to where accepting
 * led, only within 10 s of the delivery, checked in the same statement, and only while the order is OPEN
 * (docs/orders-and-bills.md#kitchen). Refused once the order is CLOSED or paid: a settled bill does not
 * change.
 */
export async function applyMerchantItemEvent(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  orderItemId: string;
  event: MerchantItemEvent;
  /** The refusal's reason (refuse only). */
  reason?: string | undefined;
  /** Who pressed the button, recorded with the change (docs/audit.md): one row per unit. */
  actor: AuditActor;
}): Promise<OrderItem> {
  const now = options.clock.now();
  return options.db.transaction(async (tx) => {
    // An unknown unit answers as another merchant's does (docs/access.md#unknown-ids).
    const context = ownedRow(
      await findOrderItemContext(tx, options.orderItemId),
      (found) => found.merchantId === options.merchantId,
    );
    // A shared lock on the order: a close or checkout waits for this change, and this one for them.
    const order = await findOrder(tx, { id: context.item.orderId, merchantId: context.merchantId }, 'share');
    if (!order || isSettledOrderStatus(order.status)) {
      throw new AppError('INVALID_TRANSITION', ORDER_NOT_OPEN_MESSAGE);
    }
    const from = context.item.status;
    if (!canTransitionOrderItem(from, options.event, 'merchant')) {
      throw new AppError(
        'INVALID_TRANSITION',
        `Esta ação não é permitida para um item com status ${orderItemStatusLabels[from]}.`,
      );
    }
    const isUndo = options.event === 'undeliver';
    // Once the bill was asked for, every unit of the order is final: an undo would put one back in the
    // kitchen of an order being paid (docs/orders-and-bills.md#kitchen).
    if (isUndo && order.status !== 'OPEN') throw new AppError('INVALID_TRANSITION', ORDER_NOT_OPEN_MESSAGE);
    const changedSince = isUndo ? new Date(now.getTime() - UNDO_DELIVERY_WINDOW_MS) : undefined;
    const updated = await compareAndSetOrderItemStatus(tx, {
      id: context.item.id,
      merchantId: context.merchantId,
      expected: from,
      next: transitionOrderItem(from, options.event, { prepared: context.item.prepared }),
      at: now,
      ...(changedSince ? { changedSince } : {}),
      ...(options.event === 'accept' ? { acceptedAt: now } : {}),
      ...(options.event === 'refuse' ? { refusalReason: options.reason ?? null } : {}),
    });
    if (!updated) {
      // The unit was still delivered (it was read so), but longer ago than the window allows.
      if (isUndo && context.item.status === 'COMPLETED' && context.item.statusAt < (changedSince as Date)) {
        throw new AppError('INVALID_TRANSITION', UNDO_DELIVERY_EXPIRED_MESSAGE);
      }
      throw new AppError('INVALID_TRANSITION', 'Este item acabou de ser alterado. Atualize a tela.');
    }
    await recordAudit(tx, options.actor, now, {
      action: `order.item.${options.event}`,
      targetKind: 'order_item',
      targetId: updated.id,
      queueEntryId: context.queueEntryId,
      before: from,
      after: updated.status,
      detail: {
        item: updated.name,
        ...(options.event === 'refuse' && options.reason ? { reason: options.reason } : {}),
      },
    });
    return toOrderItemView(updated);
  });
}
