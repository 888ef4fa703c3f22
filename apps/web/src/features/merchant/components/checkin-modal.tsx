import { MAX_TABLE_LABEL_LENGTH } from '@suavez/shared/contracts/queue-checkin.contract';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { isTableHeldRefusal } from '@suavez/shared/domain/tables';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';

export interface CheckinModalProps {
  show: boolean;
  consumerName: string;
  /** The table whose QR code the consumer scanned to join, the field's first value; null when none. */
  proposedTable?: string | null;
  /** The free tables that fit the party, tightest first (docs/tables.md#fit): one tap fills the field. */
  fits?: readonly string[];
  /**
   * The server's refusal of the last try ('Mesa ocupada.', 'Mesa reservada às 20:00.'), shown in the dialog;
   * null when none. A held table's refusal offers 'Sentar mesmo assim'.
   */
  problem?: string | null;
  isPending: boolean;
  onCancel: () => void;
  /** The table's label, trimmed (undefined when none was typed); `force` over a booking's hold. */
  onConfirm: (table: string | undefined, force?: boolean) => void;
}

/**
 * The check-in confirmation (docs/queue.md#table-labels): seats the party, with an optional table label
 * ('12', 'Varanda 3') the hall, the kitchen and the bill show, proposed from the table's QR code the consumer
 * scanned. Enter confirms. When a booking holds the table (409 'Mesa reservada às 20:00.', rules §13 'Held
 * tables'), 'Sentar mesmo assim' repeats the check-in with `force=true`.
 */
export function CheckinModal(props: CheckinModalProps) {
  const {
    show,
    consumerName,
    proposedTable = null,
    fits = [],
    problem = null,
    isPending,
    onCancel,
    onConfirm,
  } = props;
  const [table, setTable] = useState('');
  // Each opening starts from the proposal; a later poll does not overwrite what the host is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opening on purpose.
  useEffect(() => {
    if (show) setTable(proposedTable ?? '');
  }, [show]);
  const id = useId();
  const isHeld = problem !== null && isTableHeldRefusal(problem);
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
          {fits.length > 0 && (
            <fieldset className="mt-3">
              <legend className="fs-6 mb-2">Mesas livres para o grupo</legend>
              <div className="d-flex flex-wrap gap-2">
                {fits.map((label) => (
                  <Button
                    key={label}
                    variant={table === label ? 'primary' : 'outline-primary'}
                    aria-pressed={table === label}
                    onClick={() => setTable(label)}
                  >
                    {tableLabelText(label)}
                  </Button>
                ))}
              </div>
            </fieldset>
          )}
          {problem && (
            <Alert variant={isHeld ? 'warning' : 'danger'} className="mt-3 mb-0">
              {problem}
              {isHeld && (
                <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                  <span>Quem sentar agora precisa liberar a mesa antes da reserva.</span>
                  <Button
                    variant="warning"
                    disabled={isPending}
                    onClick={() => onConfirm(table.trim() || undefined, true)}
                  >
                    Sentar mesmo assim
                  </Button>
                </div>
              )}
            </Alert>
          )}
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
