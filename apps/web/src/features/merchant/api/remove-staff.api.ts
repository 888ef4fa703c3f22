import { apiFetch } from '@/lib/api-client';

/** `DELETE /merchant/staff/{id}`: removes the person; their sessions end at once. */
export async function removeStaff(id: string): Promise<void> {
  await apiFetch(`/merchant/staff/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
