import { type Order, queueOrdersResponseSchema } from '@suavez/shared/contracts/order.contract';
import type { ConfirmPaymentBody } from '@suavez/shared/contracts/pix.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * `PATCH /order/payment?merchantId {queueId, orderId?, method}`: the host records that one person's bill (or,
 * without `orderId`, every bill of the table asked for and unpaid) was received; answers the orders paid.
 */
export function confirmPayment(merchantId: string, body: ConfirmPaymentBody): Promise<Order[]> {
  return apiFetch('/order/payment', {
    method: 'PATCH',
    query: { merchantId },
    body,
    schema: queueOrdersResponseSchema,
  });
}
