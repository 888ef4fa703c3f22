import { lazy, Suspense, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

// qrcode.react stays out of the catalog's first paint: it downloads when the share step shows.
const ShareQrCode = lazy(async () => ({ default: (await import('./share-qr-code')).ShareQrCode }));

/** The link friends open to order at the same table (docs/access.md#guests-and-the-table-pass). */
export function buildShareLink(queueId: string, origin: string = window.location.origin): string {
  return `${origin}/queue/shared/catalog?qoid=${encodeURIComponent(queueId)}`;
}

export interface GroupShareDialogProps {
  isOpen: boolean;
  queueId: string;
  onClose: () => void;
}

/** 'Compartilhe com seus amigos': a QR code and a copy-link button. */
export function GroupShareDialog({ isOpen, queueId, onClose }: GroupShareDialogProps) {
  const titleId = useId();
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const link = buildShareLink(queueId);

  const close = () => {
    setCopied(false);
    onClose();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard blocked: select the text so a long-press copies it.
      document.getElementById(linkId)?.focus();
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} labelledBy={titleId}>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          Compartilhe com seus amigos
        </h2>
        <button type="button" className="btn-close" aria-label="Fechar" onClick={close} />
      </div>
      <div className="modal-body text-center">
        <p>Seus amigos podem escanear o QR code ou abrir o link para pedir nesta mesa.</p>
        <div className="d-flex justify-content-center mb-3" style={{ minHeight: 200 }}>
          <Suspense fallback={<span className="spinner-border text-secondary" aria-hidden="true" />}>
            <ShareQrCode value={link} />
          </Suspense>
        </div>
        <label htmlFor={linkId} className="form-label visually-hidden">
          Link do cardápio
        </label>
        <div className="input-group">
          <input id={linkId} className="form-control" readOnly value={link} />
          <button type="button" className="btn btn-primary" onClick={copy} data-autofocus="">
            Copiar link
          </button>
        </div>
        <p className="small text-success-emphasis mt-2 mb-0" role="status">
          {copied ? 'Link copiado!' : ''}
        </p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          Fechar
        </button>
      </div>
    </Dialog>
  );
}
