import { QRCodeSVG } from 'qrcode.react';

/** The share link as a QR code; its own chunk, loaded only when the share dialog opens. */
export function ShareQrCode({ value }: { value: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={200}
      marginSize={2}
      role="img"
      aria-label="QR code para pedir nesta mesa"
    />
  );
}
