import { apiFetch } from '@/lib/api-client';

/** `DELETE /merchant/tables/{id}`: removes a table (409 while a party sits there). */
export async function deleteTable(id: string): Promise<void> {
  await apiFetch(`/merchant/tables/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
