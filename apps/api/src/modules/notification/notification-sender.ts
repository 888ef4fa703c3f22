import type { Language } from '@suavez/shared/domain/language';
import type { NotificationChannel, NotificationKind } from '@suavez/shared/domain/notification';
import type { WhatsAppOutboundMessage } from '#api/db/schema/notification.schema';

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
  /** `language`: the one the diner reads (`consumers.lang`, pt-BR when never chosen); the notice is in it. */
  consumer: { id: string; name: string; phone: string | null; language?: Language };
  merchant: { id: string; name: string };
  /** The answer or arrival deadline of a called entry; null in other statuses. */
  deadlineAt: Date | null;
  /** Absolute address of the consumer's status page (`PUBLIC_URL` + `/queue`, a booking's `/reserva/{id}`). */
  statusUrl: string;
  /** A booking's notice: the booking, its local date and time, and the party (docs/bookings.md#notices). */
  booking?: { id: string; date: string; time: string; slot: number };
  /**
   * An entry that joined by WhatsApp (docs/whatsapp.md#replies): its conversation's `reply_to`, whether the
   * diner's 24-hour window is open now, and whether they wrote 'parar'. Absent for other entries.
   */
  whatsApp?: { replyTo: string; isWindowOpen: boolean; isOptedOut: boolean };
}

/**
 * What one try came to: handed to the channel; worth another try later (a network error, a 5xx, a 429);
 * failed for good (a 4xx the request will never pass); or not sent because it no longer applies (no
 * browser subscribed, the merchant's text budget spent). `reason` is pt-BR, shown to the host, never a secret.
 * A WhatsApp send keeps the id the Cloud API gave the message (`wamid.…`), which its status callbacks name.
 */
export type SendOutcome =
  | { status: 'sent'; providerMessageId?: string }
  | { status: 'retry'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'skipped'; reason: string };

/**
 * A WhatsApp conversation's reply as the outbox sends it (docs/whatsapp.md#replies): no entry, no restaurant
 * budget; to the `wa_id` the diner wrote from, composed when the message was processed.
 */
export interface OutboundReply {
  id: string;
  /** Tries before this one. */
  attempts: number;
  /** The `wa_id` as WhatsApp sent it (E.164 digits without '+'). */
  recipient: string;
  message: WhatsAppOutboundMessage;
}

/** One channel's sender: Web Push, SMS or WhatsApp. Implementations never throw for a failed send. */
export interface NotificationSender {
  readonly channel: NotificationChannel;
  send(notification: OutboundNotification): Promise<SendOutcome>;
  /** Only WhatsApp answers a conversation; a channel without it skips replies. */
  sendReply?(reply: OutboundReply): Promise<SendOutcome>;
}
