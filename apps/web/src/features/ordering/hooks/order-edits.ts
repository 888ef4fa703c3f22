import { t } from '@/lib/i18n/i18n';
import { closeOrder } from '../api/close-order.api';
import { removeOrderItem } from '../api/remove-order-item.api';
import { requestItemCancel } from '../api/request-item-cancel.api';
import { sendOrder } from '../api/send-order.api';
import type { RunOrderAction } from './use-order-actions';

/** The cart's and the bill's order calls, each through `run` with its toasts (docs/screens.md#texts). */
export function createOrderEdits(run: RunOrderAction, queueId: string) {
  return {
    remove: (orderItemId: string) =>
      run('remove', () => removeOrderItem(orderItemId), t('ordering.removeError')),
    requestCancel: (orderItemId: string) =>
      run(
        'cancel',
        () => requestItemCancel(orderItemId),
        t('ordering.cancelError'),
        t('ordering.cancelSent'),
      ),
    send: () => run('send', sendOrder, t('ordering.sendError'), t('ordering.sent')),
    close: (serviceFee: number) =>
      run(
        'close',
        (orderId) => closeOrder({ orderId, queueId, serviceFee }),
        t('ordering.closeError'),
        t('ordering.closed'),
      ),
  };
}
