import type { PaymentMethod } from '@suavez/shared/contracts/pix.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { confirmPayment } from '../api/confirm-payment.api';
import { hallKey } from '../api/list-hall-entries.api';
import { queueOrdersKey } from '../api/list-queue-orders.api';
import { hallMessages } from '../hall-messages';

/** A payment to record: one person's order, or (`orderId` null) every bill of the table still due. */
export interface PaymentRequest {
  orderId: string | null;
  method: PaymentMethod;
}

/** 'Registrar pagamento': `PATCH /order/payment`, then the table's orders and the hall are read again. */
export function useConfirmPayment(queueId: string, merchantId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  return useMutation({
    mutationFn: ({ orderId, method }: PaymentRequest) =>
      confirmPayment(merchantId, { queueId, method, ...(orderId ? { orderId } : {}) }),
    onSuccess: () => {
      notify('success', hallMessages.paymentDone);
      onDone();
    },
    onError: (error) => handleError(error, hallMessages.paymentFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueOrdersKey(queueId) }),
        queryClient.invalidateQueries({ queryKey: hallKey(merchantId), exact: true }),
      ]),
  });
}
