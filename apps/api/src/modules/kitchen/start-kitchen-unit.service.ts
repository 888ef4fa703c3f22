import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { orderItemStatusLabels } from '@suavez/shared/domain/order-item-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { findOrderItemContext } from '#api/modules/order/order-item.repository';
import { toOrderItemView } from '#api/modules/order/order-view';
import { compareAndSetUnitStarted } from './kitchen.repository';
import { UNIT_ALREADY_STARTED_MESSAGE } from './kitchen-messages';

/**
 * `PATCH /kitchen/start` ('Começar', docs/kitchen.md#started): the kitchen starts a unit it was waiting to
 * prepare. Not a status change: the unit stays PREPARING and only records when it was started, so 'Pronto'
 * (deliver) still takes it from either step in one tap. A compare-and-set on `status = PREPARING AND
 * started_at IS NULL`: two screens pressing at once, one wins and the other gets 409. Recorded in the audit
 * trail with who pressed it.
 */
export async function startKitchenUnit(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  orderItemId: string;
  actor: AuditActor;
}): Promise<OrderItem> {
  const now = options.clock.now();
  return options.db.transaction(async (tx) => {
    // An unknown unit answers as another merchant's does (docs/access.md#unknown-ids).
    const context = ownedRow(
      await findOrderItemContext(tx, options.orderItemId),
      (found) => found.merchantId === options.merchantId,
    );
    refuseUnstartable(context.item);
    const started = await compareAndSetUnitStarted(tx, {
      id: context.item.id,
      merchantId: context.merchantId,
      at: now,
    });
    if (!started) {
      // Another screen changed it between the read and the write: say what it is now.
      const fresh = await findOrderItemContext(tx, options.orderItemId);
      if (fresh) refuseUnstartable(fresh.item);
      throw new AppError('INVALID_TRANSITION', 'Este item acabou de ser alterado. Atualize a tela.');
    }
    await recordAudit(tx, options.actor, now, {
      action: 'order.item.start',
      targetKind: 'order_item',
      targetId: started.id,
      queueEntryId: context.queueEntryId,
      before: context.item.status,
      after: started.status,
      detail: { item: started.name },
    });
    return toOrderItemView(started);
  });
}

/** 409 for a unit that is not waiting in the kitchen: already started, or no longer PREPARING. */
function refuseUnstartable(unit: { status: OrderItemStatus; startedAt: Date | null }): void {
  if (unit.status !== 'PREPARING') {
    throw new AppError(
      'INVALID_TRANSITION',
      `Esta ação não é permitida para um item com status ${orderItemStatusLabels[unit.status]}.`,
    );
  }
  if (unit.startedAt) throw new AppError('INVALID_TRANSITION', UNIT_ALREADY_STARTED_MESSAGE);
}
