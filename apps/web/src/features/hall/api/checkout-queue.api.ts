import { apiFetch } from '@/lib/api-client';

/** `POST /queue/checkout?queueId`: the table leaves the hall. */
export async function checkoutQueue(queueId: string): Promise<void> {
  await apiFetch('/queue/checkout', { method: 'POST', query: { queueId } });
}
