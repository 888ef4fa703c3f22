import type { PushSubscriptionBody } from '@suavez/shared/contracts/push.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import {
  findPushEndpointProblem,
  isPushKeyValid,
  type PushEndpointPolicy,
  pushEndpointMessages,
} from './push-endpoint';
import {
  deleteConsumerPushSubscription,
  deleteOldestPushSubscriptions,
  lockConsumerSubscriptions,
  upsertPushSubscription,
} from './push-subscription.repository';

/** Devices kept per consumer: a phone, a tablet, a second browser; the oldest goes first. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_CONSUMER = 5;

/** A browser's subscription for the session's consumer. */
export interface SavePushSubscriptionOptions {
  db: Db;
  clock: Clock;
  policy: PushEndpointPolicy;
  consumerId: string;
  subscription: PushSubscriptionBody;
}

/**
 * Keeps a browser's subscription for the consumer (docs/notifications.md#web-push): refuses (400) an endpoint
 * the server may not post to and a key that is no P-256 point; then stores or refreshes it and drops the
 * consumer's oldest beyond the cap.
 */
export async function savePushSubscription(options: SavePushSubscriptionOptions): Promise<void> {
  const { subscription, consumerId } = options;
  const problem = findPushEndpointProblem(subscription.endpoint, options.policy);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const p256dh = subscription.keys.p256dh.replace(/=+$/, '');
  const auth = subscription.keys.auth.replace(/=+$/, '');
  if (!isPushKeyValid(p256dh)) throw new AppError('VALIDATION_FAILED', pushEndpointMessages.invalidKey);
  const expiration = subscription.expirationTime;
  // Milliseconds since the epoch; one outside what a date can hold is treated as none.
  const expiresAt =
    typeof expiration === 'number' && Math.abs(expiration) <= 8.64e15 ? new Date(expiration) : null;
  const now = options.clock.now();
  await options.db.transaction(async (tx) => {
    await lockConsumerSubscriptions(tx, consumerId);
    await upsertPushSubscription(
      tx,
      { consumerId, endpoint: subscription.endpoint, p256dh, auth, expiresAt },
      now,
    );
    await deleteOldestPushSubscriptions(tx, consumerId, MAX_PUSH_SUBSCRIPTIONS_PER_CONSUMER);
  });
}

/** Forgets one of the consumer's browsers; another consumer's endpoint, or an unknown one, changes nothing. */
export async function deletePushSubscription(options: {
  db: Db;
  consumerId: string;
  endpoint: string;
}): Promise<void> {
  await deleteConsumerPushSubscription(options.db, options.consumerId, options.endpoint);
}
