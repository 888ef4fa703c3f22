import type { NotificationChannel, NotificationKind } from '@suavez/shared/domain/notification';

/**
 * One outbox row as a channel sends it, with what the message needs (docs/notifications.md). Built by the
 * worker from the row, its entry, the entry's consumer and merchant, at send time.
 */
export interface OutboundNotification {
  id: string;
  /** The entry the notice is about; for a booking's notice, the booking's id (its tag and topic). */
  queueEntryId: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  /** Tries before this one. */
  attempts: number;
  consumer: { id: string; name: string; phone: string | null };
  merchant: { id: string; name: string };
  /** The answer or arrival deadline of a called entry; null in other statuses. */
  deadlineAt: Date | null;
  /** Absolute address of the consumer's status page (`PUBLIC_URL` + `/queue`, a booking's `/reserva/{id}`). */
  statusUrl: string;
  /** A booking's notice: the booking, its local date and time, and the party (docs/bookings.md#notices). */
  booking?: { id: string; date: string; time: string; slot: number };
}

/**
 * What one try came to: handed to the channel; worth another try later (a network error, a 5xx, a 429);
 * failed for good (a 4xx the request will never pass); or not sent because it no longer applies (no
 * browser subscribed, the merchant's text budget spent). `reason` is pt-BR, shown to the host, never a secret.
 */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'retry'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'skipped'; reason: string };

/** One channel's sender: Web Push, SMS or WhatsApp. Implementations never throw for a failed send. */
export interface NotificationSender {
  readonly channel: NotificationChannel;
  send(notification: OutboundNotification): Promise<SendOutcome>;
}
