import type { NotificationChannel } from '@suavez/shared/domain/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app';
import { pushSenderFactory } from '../push/push-sender';
import type { NotificationSender } from './notification-sender';
import { smsSenderFactory } from './sms-sender';
import { whatsAppSenderFactory } from './whatsapp-sender';

/** The senders the outbox worker hands rows to, by channel (docs/notifications.md#worker). */
export type NotificationSenders = ReadonlyMap<NotificationChannel, NotificationSender>;

/** What a channel's sender is built from: the app's shared context and its logger. */
export interface NotificationSenderContext {
  ctx: AppContext;
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
