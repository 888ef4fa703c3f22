import type { NotificationKind } from '@suavez/shared/domain/notification';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';

// How the outbox worker tries, retries and gives up (docs/notifications.md#retries).

const SECOND = 1000;

/** Tries per notification, the first included: four tries over two and a half minutes. */
export const MAX_NOTIFICATION_ATTEMPTS = 4;

/** The wait after each failed try (the first, the second, the third), before the next one. */
export const NOTIFICATION_RETRY_DELAYS_MS: readonly number[] = [15 * SECOND, 45 * SECOND, 90 * SECOND];

/**
 * How long a claimed row is the claimer's: no other worker takes it before this passes. It outlasts the
 * longest send the worker waits for, so only a process that died mid-send leaves one to expire, and the row
 * is then tried again (at-least-once after a crash: docs/notifications.md#delivery-guarantee).
 */
export const NOTIFICATION_LEASE_MS = 20 * SECOND;

/**
 * The longest the worker waits for a channel's answer; a slower one counts as a failed try. The channels'
 * own HTTP calls give up after 10 s: this is the backstop for a sender that would hang anyway.
 */
export const NOTIFICATION_SEND_TIMEOUT_MS = 15 * SECOND;

/** A deadline reminder goes out this long before the answer deadline. */
export const DEADLINE_REMINDER_LEAD_MS = 60 * SECOND;

/**
 * When to try again after try number `attempts` (1 = the first) failed in a way worth retrying, or null
 * when that was the last try.
 */
export function nextNotificationAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_NOTIFICATION_ATTEMPTS) return null;
  const delay = NOTIFICATION_RETRY_DELAYS_MS[Math.max(0, attempts - 1)];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** The entry a notification is about, as it is when the worker is about to send. */
export interface NotifiedEntryState {
  status: QueueStatus;
  /** The answer or arrival deadline while CALLED or ACCEPTED_RESTAURANT_CALL; else null. */
  deadlineAt: Date | null;
  /** Place among the merchant's IN_QUEUE entries by (joined_at, id), 1 = next; null in other statuses. */
  position: number | null;
}

/** Why a row is skipped at send time (pt-BR, stored as the row's reason). */
export const notificationSkipReasons = {
  callOver: 'A chamada terminou antes do envio.',
  deadlinePassed: 'O prazo da chamada terminou antes do envio.',
  answered: 'O cliente já respondeu à chamada.',
  deadlineMoved: 'O prazo da chamada mudou.',
  leftLine: 'O cliente não está mais na fila.',
  notSecond: 'O cliente não é mais o segundo da fila.',
  bookingOver: 'A reserva não está mais de pé.',
  bookingStarted: 'A reserva já começou.',
} as const;

/** The booking a notice is about, as it is when the worker is about to send (docs/bookings.md#notices). */
export interface NotifiedBookingState {
  /** Whether it still holds its table (CONFIRMED, or PENDING_DEPOSIT before its deposit lapses). */
  isLive: boolean;
  startsAt: Date;
}

/**
 * Whether a booking's notice still says something true: neither once the booking is cancelled, ended or
 * seated, and the reminder not once the booking has started. Answers null to send, else the reason to skip.
 */
export function findBookingNoticeSkipReason(
  notification: { kind: 'booking_confirmed' | 'booking_reminder' },
  booking: NotifiedBookingState,
  now: Date,
): string | null {
  if (!booking.isLive) return notificationSkipReasons.bookingOver;
  if (notification.kind === 'booking_reminder' && booking.startsAt.getTime() <= now.getTime())
    return notificationSkipReasons.bookingStarted;
  return null;
}

/**
 * Whether a notification still says something true when the worker is about to send it, or why not:
 * the call only while the entry is CALLED or ACCEPTED_RESTAURANT_CALL and its deadline has not passed;
 * the reminder only while the entry is CALLED with the deadline it was written for, not yet passed; 'almost'
 * only while the entry is IN_QUEUE and exactly second. Answers null to send, else the reason to skip.
 */
export function findNotificationSkipReason(
  notification: { kind: NotificationKind; dueAt: Date },
  entry: NotifiedEntryState,
  now: Date,
): string | null {
  const isPastDeadline = entry.deadlineAt !== null && entry.deadlineAt.getTime() <= now.getTime();
  switch (notification.kind) {
    case 'called':
      if (entry.status !== 'CALLED' && entry.status !== 'ACCEPTED_RESTAURANT_CALL') {
        return notificationSkipReasons.callOver;
      }
      return isPastDeadline ? notificationSkipReasons.deadlinePassed : null;
    case 'deadline':
      if (entry.status === 'ACCEPTED_RESTAURANT_CALL') return notificationSkipReasons.answered;
      if (entry.status !== 'CALLED') return notificationSkipReasons.callOver;
      if (isPastDeadline) return notificationSkipReasons.deadlinePassed;
      if (
        entry.deadlineAt === null ||
        entry.deadlineAt.getTime() - DEADLINE_REMINDER_LEAD_MS !== notification.dueAt.getTime()
      ) {
        return notificationSkipReasons.deadlineMoved;
      }
      return null;
    case 'almost':
      if (entry.status !== 'IN_QUEUE') return notificationSkipReasons.leftLine;
      return entry.position === 2 ? null : notificationSkipReasons.notSecond;
    case 'booking_confirmed':
    case 'booking_reminder':
      // A booking's notice is about no entry: findBookingNoticeSkipReason decides it.
      throw new Error(`A booking notice (${notification.kind}) was checked as an entry's`);
    case 'reply':
      // A WhatsApp reply answers a message, not an entry (docs/whatsapp.md#replies).
      throw new Error('A WhatsApp reply was checked as an entry notice');
    default: {
      const unhandled: never = notification.kind;
      throw new Error(`Unhandled notification kind: ${String(unhandled)}`);
    }
  }
}
