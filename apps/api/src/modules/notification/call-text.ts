import { callButtons, type WhatsAppOutboundMessage } from '@suavez/shared/domain/whatsapp-replies';
import { GSM7_SEGMENT_SEPTETS, measureSms, toPlainGsm7, truncateGsm7 } from './gsm7';

/** Fewer septets than this left for the restaurant's name, and the text leaves the name out. */
const MIN_NAME_SEPTETS = 6;

/**
 * The call's SMS (docs/notifications.md#text-messages): one GSM-7 segment, so without accents, naming the
 * restaurant (accents removed, cut to what is left of the 160 septets) and carrying the link to the status
 * page. 'SuaVez: sua mesa em Cantina da Praca esta pronta! Responda em 5 min: https://…/queue'. The name
 * follows 'em' with no article: 'no'/'na' would have to guess the name's gender.
 */
export function buildCallSms(options: {
  restaurantName: string;
  minutesLeft: number;
  statusUrl: string;
}): string {
  const tail = ` esta pronta! Responda em ${options.minutesLeft} min: ${options.statusUrl}`;
  const head = 'SuaVez: sua mesa em ';
  const room = GSM7_SEGMENT_SEPTETS - measureSms(head + tail).units;
  const name = truncateGsm7(toPlainGsm7(options.restaurantName), room);
  if (name.length === 0 || room < MIN_NAME_SEPTETS) return `SuaVez: sua mesa${tail}`;
  return `${head}${name}${tail}`;
}

/**
 * A booking's SMS (docs/bookings.md#notices), one GSM-7 segment as the call's: 'SuaVez: reserva confirmada
 * em Cantina da Praca, 04/12 as 20:00, 4 pessoas: https://…/reserva/{id}', or the reminder's 'SuaVez:
 * lembrete da reserva em …'. The name is cut, or left out, to keep one segment.
 */
export function buildBookingSms(options: {
  kind: 'booking_confirmed' | 'booking_reminder';
  restaurantName: string;
  date: string;
  time: string;
  slot: number;
  statusUrl: string;
}): string {
  const day = `${options.date.slice(8, 10)}/${options.date.slice(5, 7)}`;
  const people = `${options.slot} ${options.slot === 1 ? 'pessoa' : 'pessoas'}`;
  const tail = `, ${day} as ${options.time}, ${people}: ${options.statusUrl}`;
  const head =
    options.kind === 'booking_confirmed' ? 'SuaVez: reserva confirmada' : 'SuaVez: lembrete da reserva';
  const room = GSM7_SEGMENT_SEPTETS - measureSms(`${head} em ${tail}`).units;
  const name = truncateGsm7(toPlainGsm7(options.restaurantName), room);
  if (name.length === 0 || room < MIN_NAME_SEPTETS) return `${head}${tail}`;
  return `${head} em ${name}${tail}`;
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
 * The call in a WhatsApp chat (docs/whatsapp.md#replies), for an entry that joined there: names the
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
