import type { UpdateOrderStatusBody } from '@suavez/shared/contracts/order.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /order/status/update?merchantId {orderId, queueId, orderStatus}`: finalize, close or reopen. */
export async function updateOrderStatus(merchantId: string, body: UpdateOrderStatusBody): Promise<void> {
  await apiFetch('/order/status/update', { method: 'PATCH', query: { merchantId }, body });
}
