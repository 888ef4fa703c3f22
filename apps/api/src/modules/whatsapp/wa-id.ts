/**
 * A `wa_id` as the conversation keys it (docs/whatsapp.md#conversation): WhatsApp may send a Brazilian mobile
 * without its ninth digit (55 + DDD + 8 digits starting 6–9, `551187654321`); the '9' goes back after the DDD
 * (`5511987654321`). Any other number is kept as it came. At merge this yields to `canonicalWaId` of
 * packages/shared/src/domain/whatsapp-command.ts, which does the same.
 */
export function canonicalWaId(waId: string): string {
  const match = /^55([1-9]{2})([6-9]\d{7})$/.exec(waId);
  return match ? `55${match[1]}9${match[2]}` : waId;
}
