import { useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';

export interface ReasonModalProps {
  show: boolean;
  /** 'Remover cliente' or 'Recusar cliente'. */
  title: string;
  question: string;
  confirmLabel: string;
  reasons: readonly string[];
  defaultReason: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The remove and refuse confirmations (docs/queue.md#reasons): a question and a reason dropdown with its
 * default.
 */
export function ReasonModal(props: ReasonModalProps) {
  const [reason, setReason] = useState(props.defaultReason);
  const id = useId();
  return (
    <Modal
      show={props.show}
      onHide={props.onCancel}
      onExited={() => setReason(props.defaultReason)}
      centered
      aria-labelledby={`reason-${id}-title`}
    >
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={`reason-${id}-title`} as="h2" className="h5">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{props.question}</p>
        <Form.Group controlId={`reason-${id}-select`}>
          <Form.Label>Motivo</Form.Label>
          <Form.Select value={reason} onChange={(event) => setReason(event.target.value)}>
            {props.reasons.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={props.onCancel} disabled={props.isPending}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={() => props.onConfirm(reason)} disabled={props.isPending}>
          {props.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {props.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
