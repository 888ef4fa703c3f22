import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

const CODE_LENGTH = 6;

export interface GuestCodeDialogProps {
  isOpen: boolean;
  onVerify: (code: string) => Promise<boolean>;
  onClose: () => void;
}

/** 'Confirmar cadastro': the 6-digit SMS code, checked once complete or by 'Confirmar'. */
export function GuestCodeDialog({ isOpen, onVerify, onClose }: GuestCodeDialogProps) {
  const titleId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [isVerifying, setIsVerifying] = useState(false);

  async function verify(value: string) {
    if (value.length !== CODE_LENGTH || isVerifying) return;
    setIsVerifying(true);
    const isValid = await onVerify(value);
    setIsVerifying(false);
    if (!isValid) setCode('');
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            Confirmar cadastro
          </h2>
          <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
        </div>
        <div className="modal-body">
          <label htmlFor={codeId} className="form-label">
            Código recebido por SMS
          </label>
          <input
            id={codeId}
            className="form-control form-control-lg text-center"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            data-autofocus=""
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
              setCode(digits);
              if (digits.length === CODE_LENGTH) void verify(digits);
            }}
          />
        </div>
        <div className="modal-footer">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={code.length !== CODE_LENGTH || isVerifying}
          >
            {isVerifying ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : null}
            Confirmar
          </button>
        </div>
      </form>
    </Dialog>
  );
}
