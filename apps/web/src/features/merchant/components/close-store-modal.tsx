import { DEFAULT_PURGE_REASON, purgeReasons } from '@suavez/shared/domain/queue-reasons';
import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';

export interface CloseStoreModalProps {
  show: boolean;
  /** Whether the schedule automation is on (the dialog warns it will be turned off). */
  isAutoQueueOn: boolean;
  isClosing: boolean;
  onCancel: () => void;
  /** Confirms; `purgeReason` is set when the queue must be emptied too. */
  onConfirm: (purgeReason: string | null) => void;
}

/**
 * The close-store confirmation (docs/queue.md#toggles): warns that the store stops receiving consumers and
 * that the automation that opens the queue will be turned off; optionally empties the queue with a reason.
 */
export function CloseStoreModal({
  show,
  isAutoQueueOn,
  isClosing,
  onCancel,
  onConfirm,
}: CloseStoreModalProps) {
  const [shouldPurge, setShouldPurge] = useState(false);
  const [reason, setReason] = useState<string>(DEFAULT_PURGE_REASON);

  function reset() {
    setShouldPurge(false);
    setReason(DEFAULT_PURGE_REASON);
  }

  return (
    <Modal show={show} onHide={onCancel} onExited={reset} centered aria-labelledby="close-store-title">
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id="close-store-title" as="h2" className="h5">
          Fechar loja
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Ao fechar a loja, ela deixará de receber solicitações de consumidores para entrar na fila.</p>
        {isAutoQueueOn && (
          <Alert variant="warning">
            A automação que abre a fila automaticamente nos horários de funcionamento será desativada.
          </Alert>
        )}
        <Form.Check
          id="close-store-purge"
          type="checkbox"
          label="Remover todos os consumidores da fila"
          checked={shouldPurge}
          onChange={(event) => setShouldPurge(event.target.checked)}
        />
        {shouldPurge && (
          <Form.Group className="mt-3" controlId="close-store-reason">
            <Form.Label>Motivo</Form.Label>
            <Form.Select value={reason} onChange={(event) => setReason(event.target.value)}>
              {purgeReasons.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={isClosing}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={() => onConfirm(shouldPurge ? reason : null)} disabled={isClosing}>
          {isClosing && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Fechar loja
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
