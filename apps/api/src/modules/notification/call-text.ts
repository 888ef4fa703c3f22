import type { Language } from '@suavez/shared/domain/language';
import { callButtons, type WhatsAppOutboundMessage } from '@suavez/shared/domain/whatsapp-replies';
import { GSM7_SEGMENT_SEPTETS, measureSms, toPlainGsm7, truncateGsm7 } from './gsm7';
import { bookingWhen, partyOf } from './notice-words';

/** Fewer septets than this left for the restaurant's name, and the text leaves the name out. */
const MIN_NAME_SEPTETS = 6;

/** The call's SMS in each language: before the name, the sentence without it, and after it. */
const callSmsWords: Record<Language, { head: string; bare: string; tail: (minutes: number) => string }> = {
  'pt-BR': {
    head: 'SuaVez: sua mesa em ',
    bare: 'SuaVez: sua mesa',
    tail: (minutes) => ` esta pronta! Responda em ${minutes} min: `,
  },
  es: {
    head: 'SuaVez: tu mesa en ',
    bare: 'SuaVez: tu mesa',
    tail: (minutes) => ` ya esta lista! Responde en ${minutes} min: `,
  },
  en: {
    head: 'SuaVez: your table at ',
    bare: 'SuaVez: your table',
    tail: (minutes) => ` is ready! Reply within ${minutes} min: `,
  },
};

/**
 * The call's SMS (docs/notifications.md#text-messages) in the diner's language: one GSM-7 segment, so
 * without accents, naming the restaurant (accents removed, cut to what is left of the 160 septets) and
 * carrying the link to the status page. 'SuaVez: sua mesa em Cantina da Praca esta pronta! Responda em 5
 * min: https://…/queue'; 'SuaVez: your table at Cantina da Praca is ready! Reply within 5 min: …'. The name
 * follows 'em' with no article: 'no'/'na' would have to guess the name's gender.
 */
export function buildCallSms(options: {
  restaurantName: string;
  minutesLeft: number;
  statusUrl: string;
  language?: Language;
}): string {
  const words = callSmsWords[options.language ?? 'pt-BR'];
  const tail = `${words.tail(options.minutesLeft)}${options.statusUrl}`;
  const room = GSM7_SEGMENT_SEPTETS - measureSms(words.head + tail).units;
  const name = truncateGsm7(toPlainGsm7(options.restaurantName), room);
  if (name.length === 0 || room < MIN_NAME_SEPTETS) return `${words.bare}${tail}`;
  return `${words.head}${name}${tail}`;
}

/** A booking's SMS in each language: the confirmation's and the reminder's opening, and 'at' before the name. */
const bookingSmsWords: Record<Language, { confirmed: string; reminder: string; at: string }> = {
  'pt-BR': { confirmed: 'SuaVez: reserva confirmada', reminder: 'SuaVez: lembrete da reserva', at: 'em' },
  es: { confirmed: 'SuaVez: reserva confirmada', reminder: 'SuaVez: recordatorio de tu reserva', at: 'en' },
  en: { confirmed: 'SuaVez: booking confirmed', reminder: 'SuaVez: reminder of your booking', at: 'at' },
};

/**
 * A booking's SMS (docs/bookings.md#notices) in the diner's language, one GSM-7 segment as the call's:
 * 'SuaVez: reserva confirmada em Cantina da Praca, 04/12 as 20:00, 4 pessoas: https://…/reserva/{id}', or
 * the reminder's 'SuaVez: lembrete da reserva em …'; 'SuaVez: booking confirmed at …, Dec 4 at 8:00 PM, 4
 * people: …'. The name is cut, or left out, to keep one segment.
 */
export function buildBookingSms(options: {
  kind: 'booking_confirmed' | 'booking_reminder';
  restaurantName: string;
  date: string;
  time: string;
  slot: number;
  statusUrl: string;
  language?: Language;
}): string {
  const language = options.language ?? 'pt-BR';
  const words = bookingSmsWords[language];
  const when = bookingWhen(language, options.date, options.time, true);
  const tail = `, ${when}, ${partyOf(language, options.slot)}: ${options.statusUrl}`;
  const head = options.kind === 'booking_confirmed' ? words.confirmed : words.reminder;
  const room = GSM7_SEGMENT_SEPTETS - measureSms(`${head} ${words.at} ${tail}`).units;
  const name = truncateGsm7(toPlainGsm7(options.restaurantName), room);
  if (name.length === 0 || room < MIN_NAME_SEPTETS) return `${head}${tail}`;
  return `${head} ${words.at} ${name}${tail}`;
}

/** Longest restaurant name a WhatsApp template parameter gets: a template's body is short text. */
const WHATSAPP_NAME_MAX = 60;

/**
 * The restaurant's name as a WhatsApp template parameter: the Cloud API refuses parameters with line
 * breaks, tabs or more than four spaces in a row, so white space becomes single spaces; accents stay
 * (WhatsApp is Unicode); control characters go; cut at 60 characters.
 */
export function toWhatsAppTemplateText(text: string): string {
  const clean = text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length <= WHATSAPP_NAME_MAX ? clean : chars.slice(0, WHATSAPP_NAME_MAX).join('').trimEnd();
}

/**
 * The call in a WhatsApp chat (docs/whatsapp.md#replies), for an entry that joined there. In Portuguese,
 * as the whole conversation is (docs/whatsapp.md; rules.md §14): a diner who joined in the chat chose no
 * other language, and the answer buttons are the conversation's words. Names the
 * restaurant and the minutes left to answer, with the buttons 'Estou indo' (`going`) and 'Sair da fila'
 * (`leave`) that the conversation reads back.
 */
export function buildWhatsAppCallMessage(options: {
  restaurantName: string;
  minutesLeft: number;
}): WhatsAppOutboundMessage {
  const name = toWhatsAppTemplateText(options.restaurantName);
  const minutes = `${options.minutesLeft} ${options.minutesLeft === 1 ? 'minuto' : 'minutos'}`;
  return {
    type: 'buttons',
    text: `Sua mesa em ${name} está pronta! Responda em até ${minutes}, senão a vez passa para o próximo.`,
    buttons: callButtons,
  };
}
