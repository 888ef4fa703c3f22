/**
 * The restaurant's public addresses, made from the server's `PUBLIC_URL` (`GET /merchant/full`'s
 * `publicUrl`), never from the address the merchant's own browser uses (docs/screens.md#links-and-qr-codes):
 * a host who opened the panel on `localhost` or an internal name still prints a code diners can open.
 */

/** What the links are made of. */
export interface LinkSource {
  publicUrl: string;
  merchantId: string;
  shortId: string;
}

/** The queue-join page: what the door's QR code opens; with `table`, a table's own code. */
export function buildJoinUrl(source: Pick<LinkSource, 'publicUrl' | 'merchantId'>, table?: string): string {
  const query = new URLSearchParams({ merchant: source.merchantId });
  if (table !== undefined) query.set('table', table);
  return `${source.publicUrl}/queue/join?${query}`;
}

/** The public menu. */
export function buildMenuUrl(source: Pick<LinkSource, 'publicUrl' | 'merchantId'>): string {
  return `${source.publicUrl}/catalog?${new URLSearchParams({ merchant: source.merchantId })}`;
}

/** The menu's short link (`/c/{shortId}`), for a bio or a printed card. */
export function buildShortUrl(source: Pick<LinkSource, 'publicUrl' | 'shortId'>): string {
  return `${source.publicUrl}/c/${encodeURIComponent(source.shortId)}`;
}

/** A `wa.me` link with no number: WhatsApp opens with `text` typed in, and the merchant picks the chat. */
export function buildWhatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
