import { buildWhatsAppCallLink } from '../utils/whatsapp-link';

export interface WhatsAppCallLinkProps {
  phone: string;
  consumerName: string;
  restaurantName: string;
  deadlineAt: string;
  timeZone: string;
}

/**
 * 'Avisar pelo WhatsApp' on a called consumer (docs/queue.md#reading-the-queue): opens the merchant's own
 * WhatsApp on the consumer's chat with the call's message typed in (restaurant, answer deadline and the link
 * to the consumer's status page, on this site's own address). The server sends nothing; the link simply is
 * not shown when the phone cannot be a Brazilian number.
 */
export function WhatsAppCallLink({
  phone,
  consumerName,
  restaurantName,
  deadlineAt,
  timeZone,
}: WhatsAppCallLinkProps) {
  const href = buildWhatsAppCallLink({
    phone,
    consumerName,
    restaurantName,
    deadlineAt: new Date(deadlineAt),
    timeZone,
    statusUrl: `${window.location.origin}/queue`,
  });
  if (href === null) return null;
  return (
    <a
      className="btn btn-outline-success"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Avisar pelo WhatsApp: ${consumerName} (abre em nova aba)`}
    >
      Avisar pelo WhatsApp
    </a>
  );
}
