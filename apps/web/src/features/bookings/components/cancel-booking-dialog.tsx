import { Dialog } from '@/components/ui/dialog';

export interface CancelBookingDialogProps {
  isOpen: boolean;
  isBusy: boolean;
  /** 'sábado, 5 de dezembro de 2026, às 20:00'. */
  when: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Cancelar reserva?': the diner confirms before the table is given back. */
export function CancelBookingDialog({ isOpen, isBusy, when, onClose, onConfirm }: CancelBookingDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      labelledBy="cancel-booking-title"
      describedBy="cancel-booking-text"
    >
      <div className="modal-header">
        <h2 id="cancel-booking-title" className="modal-title h5">
          Cancelar reserva?
        </h2>
        <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
      </div>
      <div className="modal-body">
        <p id="cancel-booking-text" className="mb-0">
          A reserva de {when} será cancelada e a mesa ficará livre para outras pessoas.
        </p>
      </div>
      <div className="modal-footer">
        <button
          type="button"
          className="btn btn-outline-secondary"
          style={{ minHeight: 44 }}
          onClick={onClose}
          data-autofocus=""
        >
          Manter reserva
        </button>
        <button
          type="button"
          className="btn btn-danger"
          style={{ minHeight: 44 }}
          disabled={isBusy}
          onClick={onConfirm}
        >
          {isBusy ? 'Cancelando...' : 'Cancelar reserva'}
        </button>
      </div>
    </Dialog>
  );
}
