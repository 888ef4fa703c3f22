import { apiFetch } from '@/lib/api-client';

/** `DELETE /merchant/api-keys/{id}` (owner): the key stops working at once. */
export function revokeApiKey(id: string): Promise<unknown> {
  return apiFetch(`/merchant/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
