import { apiFetch } from '@/lib/api-client';

/**
 * `PATCH /kitchen/start?orderItemId&merchantId` ('Começar'), empty body: the unit goes from 'A preparar' to
 * 'Em preparo' (docs/kitchen.md#started). A second screen that started it first makes this a 409.
 */
export async function startUnit(orderItemId: string, merchantId: string): Promise<void> {
  await apiFetch('/kitchen/start', { method: 'PATCH', query: { orderItemId, merchantId } });
}
