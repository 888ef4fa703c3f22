import { formatTime } from '@suavez/shared/domain/date-format';
import { normalizePhone } from '@suavez/shared/domain/phone';

/** Brazil's country code: phones are stored as DDD + number, WhatsApp wants the full international number. */
const BRAZIL_CODE = '55';

/**
 * The international digits WhatsApp needs for a Brazilian phone, or null when the phone cannot be one:
 * DDD + number (10 or 11 digits, any mask) gets 55 in front; a number already given with 55 (12 or 13
 * digits) is kept.
 */
export function toWhatsAppNumber(phone: string): string | null {
  const digits = normalizePhone(phone);
  if (/^[1-9]{2}\d{8,9}$/.test(digits)) return `${BRAZIL_CODE}${digits}`;
  if (/^55[1-9]{2}\d{8,9}$/.test(digits)) return digits;
  return null;
}

/**
 * The pt-BR message of a call: the consumer's first name, the restaurant, the answer deadline (HH:MM) and
 * the link to the consumer's status page, where the call is answered. The restaurant's name leads
 * ('Cantina da Praça: sua mesa…') so no article has to guess its gender ('no Cantina').
 */
export function buildCallMessage(options: {
  consumerName: string;
  restaurantName: string;
  deadlineAt: Date;
  timeZone: string;
  statusUrl: string;
}): string {
  const firstName = options.consumerName.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName === '' ? 'Olá!' : `Olá, ${firstName}!`;
  const deadline = formatTime(options.deadlineAt, options.timeZone);
  const restaurant = options.restaurantName.trim().replace(/\s+/g, ' ');
  return `${greeting} ${restaurant}: sua mesa está pronta. Responda ao chamado até ${deadline}: ${options.statusUrl}`;
}

/**
 * The `wa.me` link that opens WhatsApp on the consumer's chat with the call's message typed in; null when the
 * phone is not a Brazilian number. Nothing is sent by the server: the merchant's own WhatsApp sends it.
 */
export function buildWhatsAppCallLink(options: {
  phone: string;
  consumerName: string;
  restaurantName: string;
  deadlineAt: Date;
  timeZone: string;
  statusUrl: string;
}): string | null {
  const number = toWhatsAppNumber(options.phone);
  if (number === null) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(buildCallMessage(options))}`;
}
