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

/** The pt-BR message of a call: the consumer's first name, the restaurant, the answer deadline (HH:MM). */
export function buildCallMessage(options: {
  consumerName: string;
  restaurantName: string;
  deadlineAt: Date;
  timeZone: string;
}): string {
  const firstName = options.consumerName.trim().split(/\s+/)[0] ?? '';
  const greeting = firstName === '' ? 'Olá!' : `Olá, ${firstName}!`;
  const deadline = formatTime(options.deadlineAt, options.timeZone);
  return `${greeting} Sua mesa no ${options.restaurantName.trim()} está pronta. Responda ao chamado no SuaVez até ${deadline}.`;
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
}): string | null {
  const number = toWhatsAppNumber(options.phone);
  if (number === null) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(buildCallMessage(options))}`;
}
