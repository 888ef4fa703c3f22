import type { NotificationChannel, NotificationKind } from '@suavez/shared/domain/notification';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';
import { notifications } from '#api/db/schema/notification.schema';
import type { Clock } from '#api/lib/clock';
import type { NotificationRow } from '#api/modules/notification/notification.repository';
import type {
  NotificationSender,
  OutboundNotification,
  SendOutcome,
} from '#api/modules/notification/notification-sender';
import {
  createNotificationSenders,
  type NotificationSenders,
  toNotificationSenders,
} from '#api/modules/notification/notification-senders';
import {
  type NotificationPassCounts,
  sendDueNotifications,
} from '#api/modules/notification/send-due-notifications.service';
import {
  applyQueueEvent,
  createMerchantFixture,
  createQueueEntriesFixture,
  createQueueEntryFixture,
} from './fixtures';
import type { TestApp } from './test-app';

/** A sender of the tests: records every notification handed to it and answers what `answer` says. */
export interface ScriptedSender extends NotificationSender {
  readonly sent: OutboundNotification[];
}

/** A channel's sender that answers `answer(notification)` (default: sent) and records each call. */
export function createScriptedSender(
  channel: NotificationChannel,
  answer: (notification: OutboundNotification) => SendOutcome | Promise<SendOutcome> = () => ({
    status: 'sent',
  }),
): ScriptedSender {
  const sent: OutboundNotification[] = [];
  return {
    channel,
    sent,
    async send(notification) {
      sent.push(notification);
      return answer(notification);
    },
  };
}

/** Every channel's sender the app's own worker would build, from the app's configuration. */
export function createAppNotificationSenders(app: FastifyInstance): NotificationSenders {
  const { config, database, clock, limits } = app.ctx;
  return createNotificationSenders({ config, db: database.db, clock, limits, log: app.log });
}

/** One pass of the worker with these senders, as the app's worker runs it. */
export function runWorkerPass(
  t: { app: FastifyInstance; clock: Clock },
  senders: readonly NotificationSender[] | NotificationSenders,
  options: { sendTimeoutMs?: number; db?: Db } = {},
): Promise<NotificationPassCounts> {
  return sendDueNotifications({
    db: options.db ?? t.app.ctx.database.db,
    clock: t.clock,
    senders: senders instanceof Map ? senders : toNotificationSenders(senders as NotificationSender[]),
    publicUrl: t.app.ctx.config.publicUrl,
    log: t.app.log,
    ...(options.sendTimeoutMs ? { sendTimeoutMs: options.sendTimeoutMs } : {}),
  });
}

/** The notification rows of the given entries, in a stable order (entry order, then kind and channel). */
export async function readNotifications(
  app: FastifyInstance,
  entryIds: readonly string[],
): Promise<NotificationRow[]> {
  if (entryIds.length === 0) return [];
  const db: Db = app.ctx.database.db;
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.queueEntryId, [...entryIds]))
    .orderBy(asc(notifications.kind), asc(notifications.channel));
  const at = (id: string | null) => entryIds.indexOf(id ?? '');
  return rows.sort((a, b) => at(a.queueEntryId) - at(b.queueEntryId));
}

/** A CALLED entry (consumer 'Ana') of a new merchant named `name`; answers it with the merchant's id. */
export async function createCalledEntry(t: TestApp, name = 'Cantina da Praça') {
  const restaurant = await createMerchantFixture(t.app, { name });
  const entry = await createQueueEntryFixture(t, {
    merchantId: restaurant.merchantId,
    status: 'CALLED',
    name: 'Ana',
  });
  return { ...entry, merchantId: restaurant.merchantId };
}

/**
 * Three consumers in line at a new merchant, and the second quits before any worker pass: its 'almost'
 * notice is still waiting, and the third is second now. Answers the merchant and the three entries.
 */
export async function createLineWhoseSecondQuit(t: TestApp) {
  const restaurant = await createMerchantFixture(t.app);
  const line = await createQueueEntriesFixture(t, restaurant.merchantId, [
    'IN_QUEUE',
    'IN_QUEUE',
    'IN_QUEUE',
  ]);
  await applyQueueEvent(t, { queueEntryId: line[1].id, event: 'quit', reason: 'Desisti' });
  return { restaurant, line };
}

/** An entry's Web Push row of `kind`, if it has one. */
export async function readPushRow(
  app: FastifyInstance,
  entryId: string,
  kind: NotificationKind,
): Promise<NotificationRow | undefined> {
  const rows = await readNotifications(app, [entryId]);
  return rows.find((row) => row.kind === kind && row.channel === 'push');
}

/** The rows of the given entries as `entry:kind:channel` (entries named by their index), for short checks. */
export async function readNotificationKeys(
  app: FastifyInstance,
  entryIds: readonly string[],
): Promise<string[]> {
  const rows = await readNotifications(app, entryIds);
  return rows.map((row) => `${entryIds.indexOf(row.queueEntryId ?? '')}:${row.kind}:${row.channel}`);
}

/** Turns the merchant's automation NOTIFY_SMS on, with the text channel it chose. */
export async function turnCallTextsOn(
  app: FastifyInstance,
  merchantId: string,
  textChannel: 'sms' | 'whatsapp' = 'sms',
): Promise<void> {
  const db: Db = app.ctx.database.db;
  await db.update(merchants).set({ notifySms: true, textChannel }).where(eq(merchants.id, merchantId));
}
