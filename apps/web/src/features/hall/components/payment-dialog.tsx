import type { PaymentMethod } from '@suavez/shared/contracts/pix.contract';
import { formatCents } from '@suavez/shared/domain/money-format';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

import type { PaymentTarget } from '../utils/payment-status';

export type { PaymentTarget };

export interface PaymentDialogProps {
  target: PaymentTarget | null;
  /** The method whose call is on the way; both buttons wait meanwhile. */
  pendingMethod: PaymentMethod | null;
  onCancel: () => void;
  onConfirm: (method: PaymentMethod) => void;
}

/**
 * 'Registrar pagamento': how the bill was received, 'Recebido por Pix' or 'Recebido por outro meio'. It
 * opens above the table dialog, one layer higher, as the confirmation does.
 */
export function PaymentDialog({ target, pendingMethod, onCancel, onConfirm }: PaymentDialogProps) {
  const id = useId();
  const isPending = pendingMethod !== null;
  return (
    <Modal
      show={target !== null}
      onHide={isPending ? () => undefined : onCancel}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      style={{ zIndex: 1065 }}
      backdropClassName="hall-confirm-backdrop"
    >
      <Modal.Header>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Registrar pagamento
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-what`} className="mb-0">
          {target?.orderId === null ? 'Conta da mesa' : `Conta de ${target?.who ?? ''}`}:{' '}
          <strong>{formatCents(target?.totalCents ?? 0)}</strong>. Como foi recebido?
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancelar
        </Button>
        <Button variant="outline-primary" onClick={() => onConfirm('OTHER')} disabled={isPending}>
          {pendingMethod === 'OTHER' ? 'Processando...' : 'Recebido por outro meio'}
        </Button>
        <Button variant="primary" onClick={() => onConfirm('PIX')} disabled={isPending}>
          {pendingMethod === 'PIX' ? 'Processando...' : 'Recebido por Pix'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
