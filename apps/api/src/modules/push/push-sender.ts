import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushSettings } from '#api/config-push';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import type {
  NotificationSender,
  OutboundNotification,
  SendOutcome,
} from '#api/modules/notification/notification-sender';
import type { NotificationSenderFactory } from '#api/modules/notification/notification-senders';
import { findPushEndpointProblem } from './push-endpoint';
import { buildPushMessage, type PushMessage } from './push-message';
import {
  deletePushSubscriptionById,
  listPushSubscriptions,
  type PushSubscriptionRow,
} from './push-subscription.repository';

/** How long one push service gets to answer before the try counts as a network failure (then retried). */
export const PUSH_SEND_TIMEOUT_MS = 10_000;

/** Reasons the host reads on the card (pt-BR, never a secret). */
export const pushOutcomeReasons = {
  noSubscription: 'Sem notificação no aparelho',
  gone: 'O aparelho desativou as notificações',
  unreachable: 'Serviço de notificação fora do ar',
  refused: (status: number) => `Serviço de notificação recusou (HTTP ${status})`,
  busy: (status: number) => `Serviço de notificação ocupado (HTTP ${status})`,
} as const;

/** What the Web Push sender needs. */
export interface PushSenderOptions {
  db: Db;
  clock: Clock;
  push: PushSettings;
  isProduction: boolean;
  log?: FastifyBaseLogger;
  timeoutMs?: number;
}

/** One subscription's try. */
type Delivery =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * The `push` channel (docs/notifications.md#web-push): encrypts the notice for each of the consumer's
 * browsers (aes128gcm, VAPID) with `web-push`'s request builder and posts it with the app's own HTTP client
 * (`fetch`), which lets tests use an `http://` push service on the loopback. Sent when any browser took it;
 * an endpoint the service answers 404 or 410 for is forgotten; 429, 5xx and network failures are retried.
 */
export function createPushSender(options: PushSenderOptions): NotificationSender {
  const policy = { isProduction: options.isProduction, endpointHosts: options.push.endpointHosts };
  const timeoutMs = options.timeoutMs ?? PUSH_SEND_TIMEOUT_MS;

  async function deliver(subscription: PushSubscriptionRow, message: PushMessage): Promise<Delivery> {
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails: options.push.vapid,
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          topic: message.topic,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      // Keys that cannot be encrypted for were refused when stored; one that still fails is gone for good.
      options.log?.warn({ err: error, subscriptionId: subscription.id }, 'inscrição de push inutilizável');
      return { kind: 'gone' };
    }
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? new Uint8Array(),
        // A push service never redirects; following one would post where the endpoint did not say.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      options.log?.warn({ err: error, subscriptionId: subscription.id }, 'falha de rede ao enviar push');
      return { kind: 'retry', reason: pushOutcomeReasons.unreachable };
    }
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 429 || status >= 500) return { kind: 'retry', reason: pushOutcomeReasons.busy(status) };
    options.log?.warn({ status, subscriptionId: subscription.id }, 'serviço de push recusou a mensagem');
    return { kind: 'failed', reason: pushOutcomeReasons.refused(status) };
  }

  return {
    channel: 'push',
    async send(notification: OutboundNotification): Promise<SendOutcome> {
      const now = options.clock.now();
      const usable: PushSubscriptionRow[] = [];
      for (const subscription of await listPushSubscriptions(options.db, notification.consumer.id)) {
        const isExpired = subscription.expiresAt !== null && subscription.expiresAt <= now;
        // The list of push services may have shrunk since the browser subscribed.
        if (isExpired || findPushEndpointProblem(subscription.endpoint, policy)) {
          await deletePushSubscriptionById(options.db, subscription.id);
        } else {
          usable.push(subscription);
        }
      }
      if (usable.length === 0) return { status: 'skipped', reason: pushOutcomeReasons.noSubscription };
      const message = buildPushMessage(notification, now);
      const deliveries = await Promise.all(usable.map((subscription) => deliver(subscription, message)));
      for (const [index, delivery] of deliveries.entries()) {
        const subscription = usable[index] as PushSubscriptionRow;
        if (delivery.kind === 'gone') await deletePushSubscriptionById(options.db, subscription.id);
      }
      return summarize(deliveries);
    },
  };
}

/** The `push` channel in the outbox worker's registry: always on (the keys are always configured). */
export const pushSenderFactory: NotificationSenderFactory = ({ config, db, clock, log }) =>
  createPushSender({
    db,
    clock,
    push: config.push,
    isProduction: config.isProduction,
    log,
  });

/** The notice's outcome over its browsers: sent if any took it, else retried if any may, else failed. */
function summarize(deliveries: Delivery[]): SendOutcome {
  if (deliveries.some((delivery) => delivery.kind === 'sent')) return { status: 'sent' };
  for (const delivery of deliveries) {
    if (delivery.kind === 'retry') return { status: 'retry', reason: delivery.reason };
  }
  for (const delivery of deliveries) {
    if (delivery.kind === 'failed') return { status: 'failed', reason: delivery.reason };
  }
  return { status: 'failed', reason: pushOutcomeReasons.gone };
}
