import type { Order } from '@suavez/shared/contracts/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { noteOwnBillRequest } from '@/lib/host-signals';
import { notify } from '@/lib/notify';
import { checkoutQueue } from '../api/checkout-queue.api';
import { hallKey } from '../api/list-hall-entries.api';
import { queueOrdersKey } from '../api/list-queue-orders.api';
import { updateOrderStatus } from '../api/update-order-status.api';
import type { OrderButton } from '../utils/order-buttons';

/** A confirmed footer button: the button and the order it acts on (null for the table's checkout). */
export interface OrderActionRequest {
  button: OrderButton;
  order: Order | null;
}

/**
 * The footer buttons of the table dialog: `PATCH /order/status/update` for finalize, close and reopen,
 * `POST /queue/checkout` for the table. After a checkout the table leaves the hall and the dialog closes.
 */
export function useOrderActions(queueId: string, merchantId: string, onCheckedOut: () => void) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  return useMutation({
    mutationFn: async ({ button, order }: OrderActionRequest) => {
      if (button.targetStatus === null) {
        await checkoutQueue(queueId);
        return;
      }
      if (!order) throw new Error('a status button needs an order');
      // The host's own 'Finalizar pedido' is no request to signal (docs/notifications.md#host-signals).
      const forget = button.targetStatus === 'PAYMENT_REQUESTED' ? noteOwnBillRequest(order.id) : undefined;
      try {
        await updateOrderStatus(merchantId, { orderId: order.id, queueId, orderStatus: button.targetStatus });
      } catch (error) {
        forget?.();
        throw error;
      }
    },
    onSuccess: (_data, { button }) => {
      notify('success', button.done);
      if (button.kind === 'checkout') onCheckedOut();
    },
    onError: (error, { button }) => handleError(error, button.failed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueOrdersKey(queueId) }),
        queryClient.invalidateQueries({ queryKey: hallKey(merchantId), exact: true }),
      ]),
  });
}
