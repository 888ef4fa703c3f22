/**
 * The link that opens WhatsApp with `fila {shortId}` typed to the business number, the conversation's first
 * message (docs/whatsapp.md#where-diners-find-it): the join page and the QR poster offer it. `number` is
 * E.164 digits without '+' (`5511999990000`).
 */
export function buildWhatsAppJoinUrl(number: string, shortId: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(`fila ${shortId}`)}`;
}

/**
 * The business number as a poster prints it: a Brazilian one as '(11) 99999-0000', any other as
 * '+{digits}'.
 */
export function formatWhatsAppNumber(number: string): string {
  const local = number.slice(2);
  if (!number.startsWith('55') || local.length < 10 || local.length > 11) return `+${number}`;
  const size = local.length === 11 ? 5 : 4;
  return `(${local.slice(0, 2)}) ${local.slice(2, 2 + size)}-${local.slice(2 + size)}`;
}
