import { DEFAULT_QUIT_REASON, type QuitReason, quitReasons } from '@suavez/shared/domain/queue-reasons';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { type MessageKey, useT } from '@/lib/i18n/i18n';
import type { QuitWording } from './quit-dialog';

/** Each reason as the diner reads it; the server keeps the Portuguese value the restaurant reads. */
const quitReasonTexts: Readonly<Record<QuitReason, MessageKey>> = {
  'Tempo de espera': 'queue.quitReasonWait',
  'Encontrei outra opção': 'queue.quitReasonOther',
  'Outro compromisso': 'queue.quitReasonCommitment',
  Outros: 'queue.quitReasonElse',
};
export interface QuitDialogProps {
  isOpen: boolean;
  wording: QuitWording;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (reason: QuitReason) => void;
}

/** Confirmation with a reason: Tempo de espera (default), Encontrei outra opção, Outro compromisso, Outros. */
export function QuitDialog({ isOpen, wording, isBusy, onClose, onConfirm }: QuitDialogProps) {
  const t = useT();
  const [reason, setReason] = useState<QuitReason>(DEFAULT_QUIT_REASON);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm(reason);
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy="quit-title" describedBy="quit-question">
      <form onSubmit={handleSubmit}>
        <div className="modal-header">
          <h2 id="quit-title" className="modal-title h5">
            {wording.title}
          </h2>
          <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
        </div>
        <div className="modal-body">
          <p id="quit-question">{wording.question}</p>
          <label htmlFor="quit-reason" className="form-label">
            {t('queue.quitReasonLabel')}
          </label>
          <select
            id="quit-reason"
            className="form-select"
            value={reason}
            data-autofocus=""
            onChange={(event) => setReason(event.target.value as QuitReason)}
          >
            {quitReasons.map((item) => (
              <option key={item} value={item}>
                {t(quitReasonTexts[item])}
              </option>
            ))}
          </select>
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.back')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={isBusy}>
            {isBusy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {wording.button}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
