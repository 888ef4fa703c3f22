import { MAX_SLOT, MIN_SLOT } from '@suavez/shared/contracts/queue-consumer.contract';
import { WALK_IN_NAME_REQUIRED_MESSAGE } from '@suavez/shared/contracts/queue-merchant.contract';
import { INVALID_PHONE_MESSAGE, isValidPhone, maskPhone } from '@suavez/shared/domain/phone';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form, InputGroup, Modal, Spinner } from 'react-bootstrap';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAddWalkInMutation } from '../api/add-walk-in.api';

/** The party size the form starts with: most parties at the door are couples. */
const DEFAULT_SLOT = 2;

export interface WalkInModalProps {
  show: boolean;
  merchantId: string;
  onClose: () => void;
}

/**
 * '+ Adicionar' (docs/queue.md#walk-ins): the host types the name of the party at the door, its size and,
 * if they want the call on their phone, a mobile number. Silent until the first submit; a refused submit says
 * under each field what is wrong and sends nothing. A refusal by the server (the phone already in line) stays
 * in the dialog, with what was typed.
 */
export function WalkInModal({ show, merchantId, onClose }: WalkInModalProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [slot, setSlot] = useState(DEFAULT_SLOT);
  const [phone, setPhone] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const add = useAddWalkInMutation(merchantId);
  const nameError = isSubmitted && name.trim() === '' ? WALK_IN_NAME_REQUIRED_MESSAGE : null;
  const phoneError = isSubmitted && phone !== '' && !isValidPhone(phone) ? INVALID_PHONE_MESSAGE : null;
  const serverError =
    add.error === null
      ? null
      : isApiError(add.error) && add.error.status < 500
        ? add.error.message
        : 'Não foi possível adicionar o cliente. Tente de novo.';

  useEffect(() => {
    if (isSubmitted) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitted]);

  function reset() {
    setName('');
    setSlot(DEFAULT_SLOT);
    setPhone('');
    setSubmitted(false);
    add.reset();
  }

  function submit() {
    setSubmitted(true);
    if (name.trim() === '' || (phone !== '' && !isValidPhone(phone))) return;
    add.mutate(
      { name: name.trim(), slot, ...(phone === '' ? {} : { phone }) },
      {
        onSuccess: () => {
          notify('success', `${name.trim()} entrou na fila`);
          onClose();
        },
      },
    );
  }

  return (
    <Modal show={show} onHide={onClose} onExited={reset} centered aria-labelledby={`walk-in-${id}-title`}>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={`walk-in-${id}-title`} as="h2" className="h5">
            Adicionar à fila
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {serverError !== null && (
            <Alert variant="danger" role="alert">
              {serverError}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId={`walk-in-${id}-name`}>
            <Form.Label>Nome</Form.Label>
            <Form.Control
              size="lg"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={80}
              autoComplete="off"
              autoFocus
              isInvalid={nameError !== null}
              aria-invalid={nameError !== null ? true : undefined}
            />
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={`walk-in-${id}-slot`}>Pessoas</Form.Label>
            <InputGroup size="lg">
              <Button
                variant="outline-secondary"
                className="px-4"
                aria-label="Uma pessoa a menos"
                disabled={slot <= MIN_SLOT}
                onClick={() => setSlot((value) => Math.max(MIN_SLOT, value - 1))}
              >
                −
              </Button>
              <Form.Control
                id={`walk-in-${id}-slot`}
                className="text-center"
                type="number"
                inputMode="numeric"
                min={MIN_SLOT}
                max={MAX_SLOT}
                value={slot}
                onChange={(event) => {
                  const value = Number.parseInt(event.target.value, 10);
                  if (Number.isInteger(value)) setSlot(Math.min(MAX_SLOT, Math.max(MIN_SLOT, value)));
                }}
              />
              <Button
                variant="outline-secondary"
                className="px-4"
                aria-label="Uma pessoa a mais"
                disabled={slot >= MAX_SLOT}
                onClick={() => setSlot((value) => Math.min(MAX_SLOT, value + 1))}
              >
                +
              </Button>
            </InputGroup>
          </Form.Group>
          <Form.Group controlId={`walk-in-${id}-phone`}>
            <Form.Label>Celular (opcional)</Form.Label>
            <Form.Control
              size="lg"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 98765-4321"
              value={phone}
              onChange={(event) => setPhone(maskPhone(event.target.value))}
              isInvalid={phoneError !== null}
              aria-invalid={phoneError !== null ? true : undefined}
              aria-describedby={`walk-in-${id}-phone-hint`}
            />
            <Form.Control.Feedback type="invalid">{phoneError}</Form.Control.Feedback>
            <Form.Text id={`walk-in-${id}-phone-hint`}>
              Com o celular, o cliente recebe o chamado por SMS ou WhatsApp.
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" size="lg" disabled={add.isPending}>
            {add.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Adicionar à fila
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
