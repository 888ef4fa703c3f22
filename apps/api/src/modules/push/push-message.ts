import type { PushPayload } from '@suavez/shared/contracts/push.contract';
import type { Language } from '@suavez/shared/domain/language';
import { bookingWhen, partyOf } from '#api/modules/notification/notice-words';
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

/** A notice's title and body in one language, from the restaurant's name and what the kind needs. */
interface PushWords {
  called: (restaurant: string, minutes: number | null) => { title: string; body: string };
  deadline: (restaurant: string) => { title: string; body: string };
  almost: (restaurant: string) => { title: string; body: string };
  bookingConfirmed: (restaurant: string, when: string) => { title: string; body: string };
  bookingReminder: (restaurant: string, when: string) => { title: string; body: string };
}

/**
 * The push notices in each language (rules.md §16): the restaurant's name is the subject of the sentence,
 * so it takes no article that could be wrong ('Cantina da Praça está chamando você').
 */
const pushWords: Record<Language, PushWords> = {
  'pt-BR': {
    called: (restaurant, minutes) => ({
      title: 'Chegou sua vez!',
      body: `${restaurant} está chamando você. ${minutes ? `Responda em até ${minutes} min.` : 'Responda agora pelo SuaVez.'}`,
    }),
    deadline: (restaurant) => ({
      title: 'Falta 1 minuto para responder',
      body: `${restaurant} aguarda sua resposta. Toque para confirmar que está indo.`,
    }),
    almost: (restaurant) => ({
      title: 'Falta pouco!',
      body: `${restaurant}: você é o 2º da fila. Fique por perto para não perder a chamada.`,
    }),
    bookingConfirmed: (restaurant, when) => ({
      title: 'Reserva confirmada',
      body: `${restaurant}: mesa reservada para ${when}.`,
    }),
    bookingReminder: (restaurant, when) => ({
      title: 'Sua reserva está chegando',
      body: `${restaurant} espera você ${when}.`,
    }),
  },
  es: {
    called: (restaurant, minutes) => ({
      title: '¡Llegó tu turno!',
      body: `${restaurant} te está llamando. ${minutes ? `Tienes ${minutes} min para responder.` : 'Responde ahora en SuaVez.'}`,
    }),
    deadline: (restaurant) => ({
      title: 'Queda 1 minuto para responder',
      body: `${restaurant} espera tu respuesta. Toca para confirmar que vas en camino.`,
    }),
    almost: (restaurant) => ({
      title: '¡Falta poco!',
      body: `${restaurant}: eres el 2.º de la fila. Quédate cerca para no perderte el llamado.`,
    }),
    bookingConfirmed: (restaurant, when) => ({
      title: 'Reserva confirmada',
      body: `${restaurant}: mesa reservada para el ${when}.`,
    }),
    bookingReminder: (restaurant, when) => ({
      title: 'Tu reserva se acerca',
      body: `${restaurant} te espera el ${when}.`,
    }),
  },
  en: {
    called: (restaurant, minutes) => ({
      title: 'It’s your turn!',
      body: `${restaurant} is calling you. ${minutes ? `Reply within ${minutes} min.` : 'Reply now on SuaVez.'}`,
    }),
    deadline: (restaurant) => ({
      title: '1 minute left to reply',
      body: `${restaurant} is waiting for your answer. Tap to confirm you’re on your way.`,
    }),
    almost: (restaurant) => ({
      title: 'Almost there!',
      body: `${restaurant}: you’re 2nd in line. Stay close so you don’t miss the call.`,
    }),
    bookingConfirmed: (restaurant, when) => ({
      title: 'Booking confirmed',
      body: `${restaurant}: table booked for ${when}.`,
    }),
    bookingReminder: (restaurant, when) => ({
      title: 'Your booking is coming up',
      body: `${restaurant} is expecting you on ${when}.`,
    }),
  },
};

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
 * The push message of a notice (docs/notifications.md#web-push), in the diner's language (the consumer's,
 * rules.md §16): texts that name the restaurant as the subject of the sentence.
 */
export function buildPushMessage(notification: OutboundNotification, now: Date): PushMessage {
  const restaurant = notification.merchant.name;
  const language = notification.consumer.language ?? 'pt-BR';
  const words = pushWords[language];
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
      return {
        payload: {
          ...base,
          type: 'called',
          ...words.called(restaurant, seconds > 0 ? Math.ceil(seconds / 60) : null),
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
          ...words.deadline(restaurant),
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
          ...words.almost(restaurant),
        },
        ttlSeconds: 15 * 60,
        urgency: 'normal',
        topic,
      };
    case 'booking_confirmed':
    case 'booking_reminder': {
      // A booking's notice opens the booking's page (docs/bookings.md#notices).
      const booking = notification.booking;
      const when = booking
        ? `${bookingWhen(language, booking.date, booking.time)}, ${partyOf(language, booking.slot)}`
        : '';
      const texts =
        notification.kind === 'booking_confirmed'
          ? words.bookingConfirmed(restaurant, when)
          : words.bookingReminder(restaurant, when);
      return {
        payload: {
          type: notification.kind,
          ...texts,
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
