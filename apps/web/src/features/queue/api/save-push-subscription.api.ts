import { apiFetch } from '@/lib/api-client';

/** `PUT /push/subscription`: keep this browser's subscription (`PushSubscription.toJSON()`) for the session. */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiFetch('/push/subscription', { method: 'PUT', body: subscription });
}
