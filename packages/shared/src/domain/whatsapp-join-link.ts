/**
 * The link that opens WhatsApp with `fila {shortId}` typed to the business number, the conversation's first
 * message (docs/whatsapp.md#where-diners-find-it): the join page and the QR poster offer it. `number` is
 * E.164 digits without '+' (`5511999990000`).
 */
export function buildWhatsAppJoinUrl(number: string, shortId: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(`fila ${shortId}`)}`;
}
