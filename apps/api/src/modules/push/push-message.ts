import type { PushPayload } from '@suavez/shared/contracts/push.contract';
import type { OutboundNotification } from '#api/modules/notification/notification-sender';

/** One notice as a push message: what the service worker shows, and how the push service should treat it. */
export interface PushMessage {
  payload: PushPayload;
  /** Seconds the push service keeps it for an offline phone: a call is useless after its deadline. */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
  /** RFC 8030 topic: a newer notice of the same entry replaces one still waiting at the push service. */
  topic: string;
}

/** 'DD/MM' of a booking's 'YYYY-MM-DD'. */
function formatBookingDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** The page every queue notice opens (the consumer's status page, relative to the site). */
export const PUSH_NOTICE_URL = '/queue';

/** The tag the service worker gives one entry's notices, so a phone shows only the latest. */
export function pushTagOf(queueEntryId: string): string {
  return `suavez-fila-${queueEntryId}`;
}

/** Whole seconds from `now` until `deadlineAt`, at least `min`; `fallback` when there is no deadline. */
function secondsUntil(deadlineAt: Date | null, now: Date, fallback: number, min: number): number {
  if (!deadlineAt) return fallback;
  return Math.max(min, Math.floor((deadlineAt.getTime() - now.getTime()) / 1000));
}

/**
 * The push message of a notice (docs/notifications.md#web-push): pt-BR texts that name the restaurant as the
 * subject of the sentence (a name takes no article that could be wrong: 'Cantina da Praça está chamando você').
 */
export function buildPushMessage(notification: OutboundNotification, now: Date): PushMessage {
  const restaurant = notification.merchant.name;
  const base = {
    url: PUSH_NOTICE_URL,
    tag: pushTagOf(notification.queueEntryId),
  };
  const topic = notification.queueEntryId.replaceAll('-', '');
  switch (notification.kind) {
    case 'called': {
      const seconds = notification.deadlineAt
        ? Math.ceil((notification.deadlineAt.getTime() - now.getTime()) / 1000)
        : 0;
      const answer =
        seconds > 0 ? `Responda em até ${Math.ceil(seconds / 60)} min.` : 'Responda agora pelo SuaVez.';
      return {
        payload: {
          ...base,
          type: 'called',
          title: 'Chegou sua vez!',
          body: `${restaurant} está chamando você. ${answer}`,
        },
        ttlSeconds: secondsUntil(notification.deadlineAt, now, 300, 30),
        urgency: 'high',
        topic,
      };
    }
    case 'deadline':
      return {
        payload: {
          ...base,
          type: 'deadline',
          title: 'Falta 1 minuto para responder',
          body: `${restaurant} aguarda sua resposta. Toque para confirmar que está indo.`,
        },
        ttlSeconds: secondsUntil(notification.deadlineAt, now, 60, 30),
        urgency: 'high',
        topic,
      };
    case 'almost':
      return {
        payload: {
          ...base,
          type: 'almost',
          title: 'Falta pouco!',
          body: `${restaurant}: você é o 2º da fila. Fique por perto para não perder a chamada.`,
        },
        ttlSeconds: 15 * 60,
        urgency: 'normal',
        topic,
      };
    case 'booking_confirmed':
    case 'booking_reminder': {
      // A booking's notice opens the booking's page (docs/bookings.md#notices).
      const booking = notification.booking;
      const when = booking ? `${formatBookingDate(booking.date)} às ${booking.time}` : '';
      const people = booking ? `, ${booking.slot} ${booking.slot === 1 ? 'pessoa' : 'pessoas'}` : '';
      const confirmed = notification.kind === 'booking_confirmed';
      return {
        payload: {
          type: notification.kind,
          title: confirmed ? 'Reserva confirmada' : 'Sua reserva está chegando',
          body: confirmed
            ? `${restaurant}: mesa reservada para ${when}${people}.`
            : `${restaurant} espera você ${when}${people}.`,
          url: booking ? `/reserva/${booking.id}` : PUSH_NOTICE_URL,
          tag: pushTagOf(notification.queueEntryId),
        },
        // Worth showing until the booking starts, at most a day.
        ttlSeconds: 24 * 60 * 60,
        urgency: 'normal',
        topic,
      };
    }
    case 'reply':
      // A WhatsApp reply never travels by push (docs/whatsapp.md#replies).
      throw new Error('A WhatsApp reply cannot be a push message');
    default: {
      const unknown: never = notification.kind;
      throw new Error(`unknown notification kind ${String(unknown)}`);
    }
  }
}
