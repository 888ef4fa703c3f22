import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDialogProps {
  show: boolean;
  /**
   * The question; 'Você tem certeza que deseja continuar?' when none is given
   * (docs/orders-and-bills.md#table-dialog).
   */
  question?: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Confirmação' with 'Cancelar' and 'Confirmar'. It opens above the table dialog, so its backdrop and
 * itself sit one layer higher (Bootstrap gives every modal the same z-index).
 */
export function ConfirmDialog({ show, question, isPending, onCancel, onConfirm }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={isPending ? () => undefined : onCancel}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      style={{ zIndex: 1065 }}
      backdropClassName="hall-confirm-backdrop"
    >
      <Modal.Header>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Confirmação
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-question`} className="mb-0">
          {question ?? 'Você tem certeza que deseja continuar?'}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancelar
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={isPending}>
          {isPending ? 'Processando...' : 'Confirmar'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
