import { apiFetch } from '@/lib/api-client';
import type { ItemAction } from '../utils/item-actions';

/**
 * `PATCH /order/item/{accept|refuse|deliver|cancel}?orderItemId&merchantId`, empty body: one unit; a refusal
 * may say why (`&reason`, up to 140 characters, shown to the diner). The four calls differ only by path, so
 * they share this file. A batch is one call per unit (docs/orders-and-bills.md#table-dialog).
 */
export async function runOrderItemAction(
  action: ItemAction,
  orderItemId: string,
  merchantId: string,
  reason?: string,
): Promise<void> {
  await apiFetch(`/order/item/${action}`, { method: 'PATCH', query: { orderItemId, merchantId, reason } });
}
