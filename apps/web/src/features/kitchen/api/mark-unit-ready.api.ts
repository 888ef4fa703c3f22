import { apiFetch } from '@/lib/api-client';

/**
 * `PATCH /order/item/deliver?orderItemId&merchantId` ('Pronto') and `PATCH /order/item/undeliver` ('Desfazer',
 * within 10 s of the delivery), empty body (docs/kitchen.md#ready-and-undo). They differ only by path.
 */
export async function markUnitReady(orderItemId: string, merchantId: string, isUndo = false): Promise<void> {
  await apiFetch(`/order/item/${isUndo ? 'undeliver' : 'deliver'}`, {
    method: 'PATCH',
    query: { orderItemId, merchantId },
  });
}
