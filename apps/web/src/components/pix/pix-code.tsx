import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { notify } from '@/lib/notify';

// qrcode.react stays out of a page's first paint (diner pages: 100 KB gzip): it downloads once a code is
// there to show.
const PixQrCode = lazy(async () => ({ default: (await import('./pix-qr-code')).PixQrCode }));

/** Copies the code; where the clipboard is blocked, selects the field so the phone's menu copies it. */
async function copyCode(payload: string, field: HTMLTextAreaElement | null) {
  try {
    await navigator.clipboard.writeText(payload);
    notify('success', 'Copiado!');
  } catch {
    field?.focus();
    field?.select();
    notify('info', 'Código selecionado: copie pelo menu do celular.');
  }
}

export interface PixCodeProps {
  /** The BR Code ('Pix copia e cola'). */
  payload: string;
  /** Buttons shown under 'Copiar código' (the bill's 'Já paguei'). */
  actions?: ReactNode;
}

/**
 * A static Pix BR Code as a diner pays it (rules §10): the QR code, 'Copiar código', then the 'Pix copia e
 * cola' field. The bill's Pix and a booking's deposit show the same block.
 */
export function PixCode({ payload, actions = null }: PixCodeProps) {
  const codeId = useId();
  const codeField = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <div className="d-flex justify-content-center mb-3" style={{ minHeight: 220 }} data-pix-code="">
        <Suspense fallback={<span className="spinner-border text-secondary" aria-hidden="true" />}>
          <PixQrCode payload={payload} />
        </Suspense>
      </div>
      <div className="d-grid gap-2 mb-3">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => void copyCode(payload, codeField.current)}
        >
          Copiar código
        </button>
        {actions}
      </div>
      <label htmlFor={codeId} className="form-label">
        Pix copia e cola
      </label>
      <textarea
        id={codeId}
        ref={codeField}
        className="form-control font-monospace small mb-2"
        rows={3}
        readOnly
        value={payload}
        onFocus={(event) => event.currentTarget.select()}
        data-pix-code=""
      />
    </>
  );
}
