import { DEFAULT_QUIT_REASON, type QuitReason, quitReasons } from '@suavez/shared/domain/queue-reasons';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** The words of the quit dialog, which also refuses a call (docs/queue.md#reasons). */
export interface QuitWording {
  button: string;
  title: string;
  question: string;
}

/** What leaving means in each status: cancel the request, refuse the call, or leave the queue. */
export function quitWording(status: QueueStatus): QuitWording {
  if (status === 'WAITING_CONFIRMATION') {
    return {
      button: 'Cancelar solicitação',
      title: 'Cancelar solicitação',
      question: 'Tem certeza que deseja cancelar seu pedido para entrar na fila?',
    };
  }
  if (status === 'CALLED') {
    return {
      button: 'Recusar chamada',
      title: 'Recusar chamada',
      question: 'Tem certeza que deseja recusar a chamada? Sua vez passará para o próximo da fila.',
    };
  }
  return {
    button: 'Sair da fila',
    title: 'Sair da fila',
    question: 'Tem certeza que deseja sair da fila? Você perderá sua posição.',
  };
}

export interface QuitDialogProps {
  isOpen: boolean;
  wording: QuitWording;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (reason: QuitReason) => void;
}

/** Confirmation with a reason: Tempo de espera (default), Encontrei outra opção, Outro compromisso, Outros. */
export function QuitDialog({ isOpen, wording, isBusy, onClose, onConfirm }: QuitDialogProps) {
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
          <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
        </div>
        <div className="modal-body">
          <p id="quit-question">{wording.question}</p>
          <label htmlFor="quit-reason" className="form-label">
            Motivo
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
                {item}
              </option>
            ))}
          </select>
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Voltar
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
