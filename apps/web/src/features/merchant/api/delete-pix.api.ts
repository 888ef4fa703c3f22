import { apiFetch } from '@/lib/api-client';

/** `DELETE /merchant/pix?id`: the restaurant stops receiving Pix through SuaVez. */
export async function deletePix(merchantId: string): Promise<void> {
  await apiFetch('/merchant/pix', { method: 'DELETE', query: { id: merchantId } });
}
