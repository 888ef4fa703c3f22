import { maskPhone } from '@suavez/shared/domain/phone';
import { toWhatsAppNumber } from '../utils/whatsapp-link';

/**
 * The diner's phone on the host's card (docs/queue.md#walk-ins): the number, a tap calls it, and 'WhatsApp'
 * opens the chat (no message typed in: the call's message is 'Avisar pelo WhatsApp'). Each link is a 44 px
 * target.
 */
export function ConsumerPhone({ phone, name }: { phone: string; name: string }) {
  const masked = maskPhone(phone);
  const whatsApp = toWhatsAppNumber(phone);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <a
        className="btn btn-link px-0 py-2 text-start"
        style={{ minHeight: '2.75rem' }}
        href={`tel:${phone}`}
        aria-label={`Ligar para ${name}: ${masked}`}
      >
        {masked}
      </a>
      {whatsApp !== null && (
        <a
          className="btn btn-outline-success btn-sm d-inline-flex align-items-center"
          style={{ minHeight: '2.75rem' }}
          href={`https://wa.me/${whatsApp}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp de ${name} (abre em nova aba)`}
        >
          WhatsApp
        </a>
      )}
    </span>
  );
}
