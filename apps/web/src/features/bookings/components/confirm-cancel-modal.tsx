import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmCancelModalProps {
  booking: MerchantBooking | null;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Cancelar reserva?' on the host's list: a booking is cancelled only after this question. */
export function ConfirmCancelModal({ booking, isBusy, onClose, onConfirm }: ConfirmCancelModalProps) {
  const id = useId();
  return (
    <Modal show={booking !== null} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Cancelar reserva?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {booking ? (
          <p className="mb-0">
            A reserva de {booking.name} às {booking.time} será cancelada e a mesa ficará livre.
          </p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} style={{ minHeight: 44 }}>
          Manter reserva
        </Button>
        <Button variant="danger" disabled={isBusy} onClick={onConfirm} style={{ minHeight: 44 }}>
          Cancelar reserva
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
