import { apiFetch } from '@/lib/api-client';

/** `DELETE /push/subscription`: the server forgets this browser; the call then reaches it no more. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiFetch('/push/subscription', { method: 'DELETE', body: { endpoint } });
}
