import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import { useId, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useTablesQuery } from '@/api/list-tables.api';

export interface ArriveBookingModalProps {
  booking: MerchantBooking | null;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (table: string | undefined) => void;
}

/**
 * 'Chegou': seats the party at the booked table, or at another free table the host picks (rules §13 'The
 * host'); tables that do not fit the party are not offered.
 */
export function ArriveBookingModal({ booking, isBusy, onClose, onConfirm }: ArriveBookingModalProps) {
  const id = useId();
  const [table, setTable] = useState('');
  const tables = useTablesQuery({ isEnabled: booking !== null });
  const others = (tables.data ?? []).filter(
    (candidate) =>
      candidate.state === 'FREE' &&
      candidate.label !== booking?.table &&
      booking !== null &&
      candidate.minSeats <= booking.slot &&
      booking.slot <= candidate.seats,
  );
  return (
    <Modal
      show={booking !== null}
      onHide={onClose}
      onExited={() => setTable('')}
      centered
      aria-labelledby={`${id}-title`}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(table || undefined);
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {booking ? `${booking.name} chegou` : 'Chegou'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-table`}>
            <Form.Label>Mesa</Form.Label>
            <Form.Select size="lg" value={table} onChange={(event) => setTable(event.target.value)}>
              <option value="">
                {booking?.table ? `Mesa ${booking.table} (reservada)` : 'A mesa da reserva'}
              </option>
              {others.map((candidate) => (
                <option key={candidate.id} value={candidate.label}>
                  Mesa {candidate.label} ({candidate.seats} lugares
                  {candidate.area ? `, ${candidate.area}` : ''})
                </option>
              ))}
            </Form.Select>
            <Form.Text>O grupo fica sentado nessa mesa, como um cliente da fila no check-in.</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} style={{ minHeight: 44 }}>
            Voltar
          </Button>
          <Button type="submit" variant="success" disabled={isBusy} style={{ minHeight: 44 }}>
            Confirmar chegada
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
