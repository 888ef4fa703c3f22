import { useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';

export interface ConfirmModalProps {
  isOpen: boolean;
  title: string;
  /** What happens, in one sentence. */
  text: string;
  /** The button that does it: 'Revogar', 'Excluir'. */
  action: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (revoking a key, deleting an endpoint). */
export function ConfirmModal({
  isOpen,
  title,
  text,
  action,
  isPending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const titleId = useId();
  return (
    <Modal show={isOpen} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isPending}>
          {isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {action}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
