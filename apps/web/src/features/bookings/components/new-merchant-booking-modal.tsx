import {
  type CreateMerchantBookingBody,
  MAX_BOOKING_NOTE_LENGTH,
} from '@suavez/shared/contracts/bookings.contract';
import { INVALID_PHONE_MESSAGE, isValidPhone, maskPhone, normalizePhone } from '@suavez/shared/domain/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { createMerchantBooking } from '../api/create-merchant-booking.api';
import { useBookingAvailabilityQuery } from '../api/get-booking-availability.api';
import { merchantBookingsKeyPrefix } from '../api/list-merchant-bookings.api';
import { PartyStepper } from './party-stepper';
import { TimeSlots } from './time-slots';

export interface NewMerchantBookingModalProps {
  show: boolean;
  merchantId: string;
  /** The day on screen: the form starts there. */
  date: string;
  today: string;
  maxPartySize: number;
  onClose: () => void;
}

/**
 * '+ Nova reserva' (rules §13 'The host'): a booking taken by phone — name, phone, date, party, a free time
 * from the same availability the diners see, and a note. A time taken meanwhile says so and reads the times
 * again.
 */
export function NewMerchantBookingModal({
  show,
  merchantId,
  date: initialDate,
  today,
  maxPartySize,
  onClose,
}: NewMerchantBookingModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [date, setDate] = useState(initialDate);
  const [slot, setSlot] = useState(2);
  const [time, setTime] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const availability = useBookingAvailabilityQuery(merchantId, show ? date : null, slot);
  const times = availability.data?.times;
  const nameError = isSubmitted && name.trim() === '' ? 'Informe o nome.' : null;
  const phoneError = isSubmitted && !isValidPhone(phone) ? INVALID_PHONE_MESSAGE : null;
  const timeError = isSubmitted && time === null ? 'Escolha um horário.' : null;

  useEffect(() => {
    if (show) setDate(initialDate < today ? today : initialDate);
  }, [show, initialDate, today]);
  useEffect(() => {
    if (time !== null && times && !times.includes(time)) setTime(null);
  }, [time, times]);

  function reset() {
    setName('');
    setPhone('');
    setSlot(2);
    setTime(null);
    setNote('');
    setSubmitted(false);
    setProblem(null);
  }

  async function submit() {
    setSubmitted(true);
    if (name.trim() === '' || !isValidPhone(phone) || time === null || isSaving) return;
    const body: CreateMerchantBookingBody = {
      name: name.trim(),
      phone: normalizePhone(phone),
      date,
      time,
      slot,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setSaving(true);
    setProblem(null);
    try {
      await createMerchantBooking(body);
      notify('success', `Reserva de ${body.name} às ${time} confirmada.`);
      await queryClient.invalidateQueries({ queryKey: merchantBookingsKeyPrefix });
      onClose();
    } catch (error) {
      setProblem(
        isApiError(error) && error.status < 500
          ? error.message
          : 'Não foi possível salvar a reserva. Tente de novo.',
      );
      if (isApiError(error, 409)) {
        setTime(null);
        await queryClient.invalidateQueries({ queryKey: ['booking-availability', merchantId] });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal show={show} onHide={onClose} onExited={reset} centered aria-labelledby={`${id}-title`}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            Nova reserva
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {problem ? (
            <Alert variant="danger" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Form.Group className="mb-3" controlId={`${id}-name`}>
            <Form.Label>Nome</Form.Label>
            <Form.Control
              value={name}
              maxLength={80}
              autoComplete="off"
              autoFocus
              onChange={(event) => setName(event.target.value)}
              isInvalid={nameError !== null}
              aria-invalid={nameError !== null ? true : undefined}
            />
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-phone`}>
            <Form.Label>Celular</Form.Label>
            <Form.Control
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 98765-4321"
              value={phone}
              onChange={(event) => setPhone(maskPhone(event.target.value))}
              isInvalid={phoneError !== null}
              aria-invalid={phoneError !== null ? true : undefined}
            />
            <Form.Control.Feedback type="invalid">{phoneError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-date`}>
            <Form.Label>Data</Form.Label>
            <Form.Control
              type="date"
              min={today}
              value={date}
              onChange={(event) => {
                if (event.target.value >= today) setDate(event.target.value);
              }}
            />
          </Form.Group>
          <PartyStepper value={slot} max={maxPartySize} onChange={setSlot} />
          <TimeSlots
            times={times}
            isLoading={availability.isPending}
            isError={availability.isError && !availability.data}
            value={time}
            onChange={setTime}
          />
          {timeError ? (
            <p className="text-danger small" role="alert">
              {timeError}
            </p>
          ) : null}
          <Form.Group controlId={`${id}-note`}>
            <Form.Label>Observação (opcional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={MAX_BOOKING_NOTE_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} style={{ minHeight: 44 }}>
            Voltar
          </Button>
          <Button type="submit" disabled={isSaving} style={{ minHeight: 44 }}>
            Salvar reserva
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
