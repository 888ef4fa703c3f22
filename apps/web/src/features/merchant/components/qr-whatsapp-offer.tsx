import { buildWhatsAppJoinUrl, formatWhatsAppNumber } from '@suavez/shared/domain/whatsapp-join-link';
import { QRCodeSVG } from 'qrcode.react';

/** Size of the WhatsApp code on screen; on paper the poster's CSS sets it. */
const WHATSAPP_QR_SIZE_PX = 120;

/**
 * The poster's second way in (docs/whatsapp.md#where-diners-find-it): a smaller code that opens WhatsApp with
 * `fila {shortId}` typed, and the same in words for someone who would rather type it; on screen, the link.
 */
export function QrWhatsAppOffer({ number, shortId }: { number: string; shortId: string }) {
  const url = buildWhatsAppJoinUrl(number, shortId);
  return (
    <div className="merchant-qr-whatsapp d-flex align-items-center gap-3 text-start">
      <QRCodeSVG
        value={url}
        size={WHATSAPP_QR_SIZE_PX}
        level="M"
        marginSize={2}
        title="QR Code para entrar pelo WhatsApp"
      />
      <p className="mb-0">
        <strong className="d-block">Prefere o WhatsApp?</strong>
        Aponte a câmera para este código ou envie <strong>fila {shortId}</strong> para{' '}
        <span className="text-nowrap">{formatWhatsAppNumber(number)}</span>.
        <a href={url} target="_blank" rel="noopener" className="d-block d-print-none mt-1">
          Entrar pelo WhatsApp
        </a>
      </p>
    </div>
  );
}
