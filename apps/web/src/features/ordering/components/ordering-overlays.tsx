import type { OrderAnswer, TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import { canConsumerCloseOrder } from '@suavez/shared/domain/order-machine';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { useMemo } from 'react';
import { createOrderEdits } from '../hooks/order-edits';
import type { OrderActions } from '../hooks/use-order-actions';
import { groupOrderItems } from '../utils/group-order-items';
import { CartDrawer } from './cart-drawer';
import { CloseOrderDialog } from './close-order-dialog';
import { ConfirmOrderDialog } from './confirm-order-dialog';
import { StatusChangeDialog } from './status-change-dialog';

/** Which centred dialog is open ('share' is the group link's, a chunk of its own). */
export type OrderingDialog = 'confirm' | 'close' | 'share' | null;

export interface OrderingOverlaysProps {
  queueId: string;
  order: OrderAnswer | null;
  queueStatus: QueueStatus;
  cartLabel: string;
  isCartOpen: boolean;
  onCloseCart: () => void;
  dialog: OrderingDialog;
  onCloseDialog: () => void;
  onOpenDialog: (dialog: Exclude<OrderingDialog, null>) => void;
  isEditable: boolean;
  actions: OrderActions;
  /** The bill was asked for: the screen leaves for the checkout summary. */
  onBillAsked: () => void;
  announced: QueueStatus | null;
  isOwner: boolean;
  onOpenQueue: () => void;
  onDismissAnnouncement: () => void;
  /** The whole table's bill so far (units sent, every order), shown beside the consumer's own. */
  tableTotal?: TableQueueEntry['tableTotal'];
}

/**
 * The cart drawer and the catalog's dialogs but the group link's: their own chunk, downloaded on the
 * diner's first touch or when one of them opens, so the menu paints within the consumer pages' JS budget.
 */
export function OrderingOverlays(props: OrderingOverlaysProps) {
  const { order, dialog, actions } = props;
  const { pending } = actions;
  const edits = createOrderEdits(actions.run, props.queueId);
  const items = order?.items;
  const groups = useMemo(() => groupOrderItems(items ?? []), [items]);
  const cartLines = groups.find((group) => group.status === 'CREATED')?.lines ?? [];
  const canAskForBill =
    order !== null &&
    canConsumerCloseOrder({
      queueStatus: props.queueStatus,
      orderStatus: order.status,
      itemStatuses: order.items.map((unit) => unit.orderItemStatus),
    });
  return (
    <>
      <CartDrawer
        isOpen={props.isCartOpen}
        onClose={props.onCloseCart}
        groups={groups}
        cartLabel={props.cartLabel}
        tableTotal={props.tableTotal}
        isEditable={props.isEditable}
        isFinished={order !== null && order.status !== 'OPEN'}
        billHref={
          order !== null && order.status !== 'OPEN'
            ? `/queue/checkout?order=${encodeURIComponent(order.id)}`
            : undefined
        }
        canSend={props.isEditable && cartLines.length > 0}
        canAskForBill={canAskForBill}
        isBusy={pending !== null}
        onIncrease={(line) =>
          void actions.add(line.item.id, {
            options: line.options.map((option) => option.id),
            note: line.note,
          })
        }
        onDecrease={(unitId) => void edits.remove(unitId)}
        onRequestCancel={(unitId) => void edits.requestCancel(unitId)}
        onSend={() => props.onOpenDialog('confirm')}
        onAskForBill={() => props.onOpenDialog('close')}
      />
      <ConfirmOrderDialog
        isOpen={dialog === 'confirm'}
        lines={cartLines}
        isSending={pending === 'send'}
        onClose={props.onCloseDialog}
        onConfirm={async () => {
          if (await edits.send()) props.onCloseDialog();
        }}
      />
      {order ? (
        <CloseOrderDialog
          isOpen={dialog === 'close'}
          order={order}
          isClosing={pending === 'close'}
          onClose={props.onCloseDialog}
          onConfirm={async (fee) => {
            if (await edits.close(fee)) props.onBillAsked();
          }}
        />
      ) : null}
      <StatusChangeDialog
        status={props.announced}
        isOwner={props.isOwner}
        onOpenQueue={props.onOpenQueue}
        onClose={props.onDismissAnnouncement}
      />
    </>
  );
}
