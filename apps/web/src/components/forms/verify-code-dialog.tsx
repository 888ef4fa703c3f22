import { maskPhone } from '@suavez/shared/domain/phone';
import { type FormEvent, Fragment, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useSecondsLeft } from '@/hooks/use-countdown';
import { useT } from '@/lib/i18n/i18n';

/** Where the phone goes in the hint's sentence. */
const PHONE_SLOT = '\u0000';

import { CODE_LENGTH, CodeBoxes } from './code-boxes';

/** Seconds before another code may be asked for (docs/access.md#sms-codes). */
export const RESEND_COUNTDOWN_SECONDS = 60;

export interface VerifyCodeDialogProps {
  /** The masked phone the code went to. */
  phone: string;
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => Promise<boolean>;
  onClose: () => void;
}

const emptyDigits = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * 'Confirmar cadastro': six boxes that verify by themselves once full (or with 'Confirmar'), a spinner while
 * the server checks, and 'Reenviar código' after a 60 s countdown.
 */
export function VerifyCodeDialog({ phone, onVerify, onResend, onClose }: VerifyCodeDialogProps) {
  const t = useT();
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_COUNTDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(resendAt) ?? 0;
  const code = digits.join('');

  async function verify(candidate: string) {
    if (isVerifying || candidate.length !== CODE_LENGTH) return;
    setIsVerifying(true);
    const isVerified = await onVerify(candidate);
    if (isVerified) return;
    setIsVerifying(false);
    setDigits(emptyDigits());
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('#verify-code-dialog input')?.focus(),
    );
  }

  function handleChange(next: string[]) {
    setDigits(next);
    if (next.join('').length === CODE_LENGTH) void verify(next.join(''));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(code);
  }

  async function resend() {
    setIsResending(true);
    if (await onResend()) setResendAt(Date.now() + RESEND_COUNTDOWN_SECONDS * 1000);
    setIsResending(false);
  }

  return (
    <Dialog isOpen onClose={onClose} labelledBy="verify-code-title" describedBy="verify-code-hint">
      <form id="verify-code-dialog" onSubmit={handleSubmit} noValidate>
        <div className="modal-header">
          <h2 id="verify-code-title" className="modal-title h5">
            {t('common.verifyTitle')}
          </h2>
          <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
        </div>
        <div className="modal-body">
          <p id="verify-code-hint">
            {/* One sentence for the translators; the phone, in bold, goes where their sentence puts it. */}
            {t('common.verifyHint', { phone: PHONE_SLOT })
              .split(PHONE_SLOT)
              .map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? <strong>{maskPhone(phone)}</strong> : null}
                  {part}
                </Fragment>
              ))}
          </p>
          <CodeBoxes
            digits={digits}
            onChange={handleChange}
            disabled={isVerifying}
            describedBy="verify-code-hint"
          />
          <p className="text-center small mt-3 mb-0">
            {secondsLeft > 0 ? (
              <span className="text-body-secondary">
                {t('common.verifyResendIn', { seconds: secondsLeft })}
              </span>
            ) : (
              <button type="button" className="btn btn-link p-0" disabled={isResending} onClick={resend}>
                {t('common.verifyResend')}
              </button>
            )}
          </p>
        </div>
        <div className="modal-footer">
          <button
            type="submit"
            className="btn btn-primary w-100"
            disabled={isVerifying || code.length !== CODE_LENGTH}
          >
            {isVerifying ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                <span className="visually-hidden" role="status">
                  {t('common.verifyChecking')}
                </span>
              </>
            ) : null}
            {t('common.verifyConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
