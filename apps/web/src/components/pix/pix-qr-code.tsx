import { QRCodeSVG } from 'qrcode.react';

/** The Pix charge's BR Code as a QR code; its own chunk, loaded only when a charge is shown. */
export function PixQrCode({ payload }: { payload: string }) {
  return <QRCodeSVG value={payload} size={220} marginSize={2} role="img" aria-label="QR code do Pix" />;
}
