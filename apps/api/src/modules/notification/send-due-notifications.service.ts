import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@suavez/shared/domain/language';
import type { NotificationChannel, NotificationStatus } from '@suavez/shared/domain/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  claimDueNotifications,
  listNotifiedBookings,
  listNotifiedEntries,
  type NotificationOutcome,
  type NotificationRow,
  type NotifiedBookingRow,
  type NotifiedEntryRow,
  recordNotificationOutcome,
} from './notification.repository';
import {
  findBookingNoticeSkipReason,
  findNotificationSkipReason,
  MAX_NOTIFICATION_ATTEMPTS,
  NOTIFICATION_LEASE_MS,
  NOTIFICATION_SEND_TIMEOUT_MS,
  nextNotificationAttemptAt,
} from './notification-policy';
import type { OutboundNotification, OutboundReply, SendOutcome } from './notification-sender';
import type { NotificationSenders } from './notification-senders';
import {
  readWhatsAppWindows,
  toReplyTarget,
  type WhatsAppWindows,
  withWhatsAppConversation,
} from './whatsapp-targets';

/** Rows claimed (and sent side by side) per batch. */
const BATCH_SIZE = 20;

/** What one pass of the worker did, by what each row became ('retried': pending again, for later). */
export type NotificationPassCounts = Record<Exclude<NotificationStatus, 'pending'> | 'retried', number>;

/** A pass's inputs. */
export interface SendDueNotificationsOptions {
  db: Db;
  clock: Clock;
  senders: NotificationSenders;
  /** The public origin (`PUBLIC_URL`): the consumer's status page is `/queue` under it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** How long a send may take before it counts as a failed try (tests shorten it). */
  sendTimeoutMs?: number;
  /** Checked before each batch: a closing or draining server claims nothing more. */
  isStopping?: () => boolean;
}

/** pt-BR reasons the worker itself gives. */
export const workerReasons = {
  entryGone: 'A entrada da fila não existe mais.',
  bookingGone: 'A reserva não existe mais.',
  timeout: 'O serviço de envio não respondeu a tempo.',
  unexpected: 'Erro inesperado ao enviar.',
  unconfirmed: `Sem confirmação do envio após ${MAX_NOTIFICATION_ATTEMPTS} tentativas.`,
} as const;

/**
 * One pass of the outbox worker (docs/notifications.md#worker): claims the due pending rows of the channels
 * that have a sender, batch after batch, and for each one skips it when it no longer applies, or sends it and
 * records sent, failed, skipped or a retry with backoff. Rows of channels without a sender stay pending.
 */
export async function sendDueNotifications(
  options: SendDueNotificationsOptions,
): Promise<NotificationPassCounts> {
  const counts: NotificationPassCounts = { sent: 0, failed: 0, skipped: 0, retried: 0 };
  const channels = [...options.senders.keys()];
  const batchSize = options.batchSize ?? BATCH_SIZE;
  for (;;) {
    if (options.isStopping?.()) return counts;
    const now = options.clock.now();
    const claimed = await claimDueNotifications(options.db, {
      channels,
      now,
      leaseUntil: new Date(now.getTime() + NOTIFICATION_LEASE_MS),
      limit: batchSize,
    });
    if (claimed.length === 0) return counts;
    const entryIds = claimed.flatMap((row) => (row.queueEntryId ? [row.queueEntryId] : []));
    const bookingIds = claimed.flatMap((row) => (row.bookingId ? [row.bookingId] : []));
    const entries = await listNotifiedEntries(options.db, [...new Set(entryIds)]);
    const bookings = await listNotifiedBookings(options.db, [...new Set(bookingIds)], now);
    const entryById = new Map(entries.map((entry) => [entry.id, entry]));
    const bookingById = new Map(bookings.map((booking) => [booking.id, booking]));
    const windows = await readWhatsAppWindows(options.db, claimed, entries);
    const outcomes = await Promise.all(
      claimed.map((row) => {
        if (row.kind === 'reply')
          return settleClaim(
            options,
            row,
            toReplyTarget(row, windows, now) ?? { skip: workerReasons.unexpected },
          );
        const target = row.bookingId
          ? bookingTarget(options, row, bookingById.get(row.bookingId), now)
          : entryTarget(options, row, entryById.get(row.queueEntryId ?? ''), now, windows);
        return settleClaim(options, row, target);
      }),
    );
    for (const outcome of outcomes) {
      if (outcome) counts[outcome.status === 'pending' ? 'retried' : outcome.status] += 1;
    }
    if (claimed.length < batchSize) return counts;
  }
}

/** What a claimed row is about, as it is now: why it no longer applies, or the message or reply to send. */
type ClaimTarget = { skip: string } | { message: OutboundNotification } | { reply: OutboundReply };

/** The target of an entry's notice: gone, no longer true, or its message. */
function entryTarget(
  options: SendDueNotificationsOptions,
  row: NotificationRow,
  entry: NotifiedEntryRow | undefined,
  now: Date,
  windows: WhatsAppWindows,
): ClaimTarget {
  if (!entry) return { skip: workerReasons.entryGone };
  const skip = findNotificationSkipReason(row, entry, now);
  if (skip) return { skip };
  return {
    message: withWhatsAppConversation(
      toOutboundNotification(row, entry, options.publicUrl),
      entry,
      windows,
      now,
    ),
  };
}

/** The target of a booking's notice (docs/bookings.md#notices): gone, no longer true, or its message. */
function bookingTarget(
  options: SendDueNotificationsOptions,
  row: NotificationRow,
  booking: NotifiedBookingRow | undefined,
  now: Date,
): ClaimTarget {
  if (!booking || (row.kind !== 'booking_confirmed' && row.kind !== 'booking_reminder'))
    return { skip: workerReasons.bookingGone };
  const skip = findBookingNoticeSkipReason({ kind: row.kind }, booking, now);
  if (skip) return { skip };
  return {
    message: {
      id: row.id,
      // A booking's notices are tagged by the booking, as an entry's by the entry.
      queueEntryId: booking.id,
      kind: row.kind,
      channel: row.channel,
      attempts: row.attempts - 1,
      consumer: {
        id: booking.consumerId,
        name: booking.consumerName,
        phone: booking.phone,
        language: languageOrDefault(booking.consumerLang),
      },
      merchant: { id: booking.merchantId, name: booking.merchantName },
      deadlineAt: null,
      statusUrl: new URL(`/reserva/${booking.id}`, options.publicUrl).toString(),
      booking: { id: booking.id, date: booking.localDate, time: booking.localTime, slot: booking.slot },
    },
  };
}

/** Decides, sends when it applies, and records one claimed row; answers what was recorded (none if lost). */
async function settleClaim(
  options: SendDueNotificationsOptions,
  row: NotificationRow,
  target: ClaimTarget,
): Promise<NotificationOutcome | undefined> {
  const outcome = await decideClaim(options, row, target);
  const isRecorded = await recordNotificationOutcome(options.db, row, outcome);
  if (!isRecorded) {
    // Re-armed meanwhile (a moved deadline) or taken over after the lease: the newer state stands.
    options.log.info({ notificationId: row.id }, 'aviso mudou durante o envio; resultado descartado');
    return undefined;
  }
  return outcome;
}

async function decideClaim(
  options: SendDueNotificationsOptions,
  row: NotificationRow,
  target: ClaimTarget,
): Promise<NotificationOutcome> {
  const finish = (status: 'sent' | 'failed' | 'skipped', reason: string | null): NotificationOutcome => ({
    status,
    lastError: reason,
    finishedAt: options.clock.now(),
  });
  // A try beyond the last one means the previous claim's process died mid-send without an answer.
  if (row.attempts > MAX_NOTIFICATION_ATTEMPTS) return finish('failed', workerReasons.unconfirmed);
  if ('skip' in target) return finish('skipped', target.skip);
  const sender = options.senders.get(row.channel);
  if (!sender) return finish('skipped', workerReasons.unexpected);
  let send: () => Promise<SendOutcome>;
  if ('reply' in target) {
    const { sendReply } = sender;
    if (!sendReply) return finish('skipped', workerReasons.unexpected);
    send = () => sendReply.call(sender, target.reply);
  } else {
    send = () => sender.send(target.message);
  }
  const sent = await sendWithTimeout(options, row.channel, send);
  switch (sent.status) {
    case 'sent':
      return sent.providerMessageId
        ? { ...finish('sent', null), providerMessageId: sent.providerMessageId }
        : finish('sent', null);
    case 'failed':
    case 'skipped':
      return finish(sent.status, sent.reason);
    case 'retry': {
      const nextAttemptAt = nextNotificationAttemptAt(row.attempts, options.clock.now());
      if (!nextAttemptAt) return finish('failed', sent.reason);
      return { status: 'pending', lastError: sent.reason, nextAttemptAt, finishedAt: null };
    }
    default: {
      const unhandled: never = sent;
      throw new Error(`Unhandled send outcome: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** A sender's answer, or a retry when it throws (a defect: logged) or takes longer than the timeout. */
async function sendWithTimeout(
  options: SendDueNotificationsOptions,
  channel: NotificationChannel,
  send: () => Promise<SendOutcome>,
): Promise<SendOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SendOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'retry', reason: workerReasons.timeout }),
      options.sendTimeoutMs ?? NOTIFICATION_SEND_TIMEOUT_MS,
    );
  });
  const attempt = Promise.resolve()
    .then(send)
    .catch((error: unknown): SendOutcome => {
      options.log.error({ err: error, channel }, 'remetente de avisos falhou com exceção');
      return { status: 'retry', reason: workerReasons.unexpected };
    });
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message a channel sends, from the row and its entry as they are now. */
export function toOutboundNotification(
  row: NotificationRow,
  entry: NotifiedEntryRow,
  publicUrl: string,
): OutboundNotification {
  return {
    id: row.id,
    queueEntryId: entry.id,
    kind: row.kind,
    channel: row.channel,
    attempts: row.attempts - 1,
    consumer: {
      id: entry.consumerId,
      name: entry.consumerName,
      phone: entry.phone,
      language: languageOrDefault(entry.consumerLang),
    },
    merchant: { id: entry.merchantId, name: entry.merchantName },
    deadlineAt: entry.deadlineAt,
    statusUrl: new URL('/queue', publicUrl).toString(),
  };
}

/** The consumer's stored language, pt-BR when never chosen (rules.md §16). */
function languageOrDefault(lang: string | null): Language {
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
