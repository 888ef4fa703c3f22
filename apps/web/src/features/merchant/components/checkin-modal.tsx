import { MAX_TABLE_LABEL_LENGTH } from '@suavez/shared/contracts/queue-checkin.contract';
import { useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';

export interface CheckinModalProps {
  show: boolean;
  consumerName: string;
  isPending: boolean;
  onCancel: () => void;
  /** The table's label, trimmed; undefined when none was typed. */
  onConfirm: (table: string | undefined) => void;
}

/**
 * The check-in confirmation (docs/queue.md#table-labels): seats the party, with an optional table label
 * ('12', 'Varanda 3') the hall, the kitchen and the bill show. Enter confirms.
 */
export function CheckinModal({ show, consumerName, isPending, onCancel, onConfirm }: CheckinModalProps) {
  const [table, setTable] = useState('');
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={() => setTable('')}
      centered
      aria-labelledby={`checkin-${id}-title`}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(table.trim() || undefined);
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={`checkin-${id}-title`} as="h2" className="h5">
            Check-in
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Confirmar a chegada de {consumerName}?</p>
          <Form.Group controlId={`checkin-${id}-table`}>
            <Form.Label>Mesa (opcional)</Form.Label>
            <Form.Control
              value={table}
              onChange={(event) => setTable(event.target.value)}
              maxLength={MAX_TABLE_LABEL_LENGTH}
              autoComplete="off"
              autoFocus
              aria-describedby={`checkin-${id}-hint`}
            />
            <Form.Text id={`checkin-${id}-hint`}>
              O número ou nome da mesa, até {MAX_TABLE_LABEL_LENGTH} caracteres: aparece no salão e na
              cozinha.
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="success" disabled={isPending}>
            {isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Confirmar check-in
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
