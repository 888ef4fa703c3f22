import type { NotificationChannel } from '@suavez/shared/domain/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#api/config';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { pushSenderFactory } from '#api/modules/push/push-sender';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import type { NotificationSender } from './notification-sender';
import { smsSenderFactory } from './sms-sender';
import { whatsAppSenderFactory } from './whatsapp-sender';

/** The senders the outbox worker hands rows to, by channel (docs/notifications.md#worker). */
export type NotificationSenders = ReadonlyMap<NotificationChannel, NotificationSender>;

/**
 * What a channel's sender is built from: the server's configuration, its database, clock and shared
 * attempt counters, and a logger. Only these, not the whole app: a module never imports `app.ts`.
 */
export interface NotificationSenderContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  limits: RateLimitCounters;
  log: FastifyBaseLogger;
}

/** Builds one channel's sender, or nothing when that channel is not configured here. */
export type NotificationSenderFactory = (
  context: NotificationSenderContext,
) => NotificationSender | undefined;

/**
 * Every channel this server sends through: one line per channel. A channel without a sender keeps its
 * rows pending (the worker logs that once), so a channel added later sends what waited for it.
 */
const senderFactories: readonly NotificationSenderFactory[] = [
  pushSenderFactory,
  smsSenderFactory,
  whatsAppSenderFactory,
];

/** The worker's senders, built once per app from the factories above. */
export function createNotificationSenders(context: NotificationSenderContext): NotificationSenders {
  return toNotificationSenders(senderFactories.flatMap((factory) => factory(context) ?? []));
}

/** A registry from a list of senders; two senders for one channel is a programming error. */
export function toNotificationSenders(senders: readonly NotificationSender[]): NotificationSenders {
  const byChannel = new Map<NotificationChannel, NotificationSender>();
  for (const sender of senders) {
    if (byChannel.has(sender.channel)) throw new Error(`two notification senders for ${sender.channel}`);
    byChannel.set(sender.channel, sender);
  }
  return byChannel;
}
