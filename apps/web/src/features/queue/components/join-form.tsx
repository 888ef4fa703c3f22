import { isValidPhone, maskPhone } from '@suavez/shared/domain/phone';
import { type FormEvent, useState } from 'react';
import type { JoinRequest } from '../hooks/use-join-flow';

/** Party sizes offered: 1 to 20 (rules.md section 3; the merchant's filter groups 5 and more). */
const partySizes = Array.from({ length: 20 }, (_, index) => index + 1);

export interface JoinFormProps {
  isSubmitting: boolean;
  onSubmit: (request: JoinRequest) => void;
}

/**
 * 'Seu número de celular', 'Qual seu nome?', 'Mesa para quantos?' and 'Entrar na fila'. An incomplete
 * form is ignored without a message (specification section 5).
 */
export function JoinForm({ isSubmitting, onSubmit }: JoinFormProps) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [slot, setSlot] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidPhone(phone) || name.trim() === '' || slot === '') return;
    onSubmit({ phone, name, slot: Number(slot) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="join-title">
      <h2 id="join-title" className="h5 mb-3">
        Entrar na fila
      </h2>
      <div className="mb-3">
        <label htmlFor="join-phone" className="form-label">
          Seu número de celular
        </label>
        <input
          id="join-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          maxLength={15}
          className="form-control form-control-lg"
          value={phone}
          onChange={(event) => setPhone(maskPhone(event.target.value))}
        />
      </div>
      <div className="mb-3">
        <label htmlFor="join-name" className="form-label">
          Qual seu nome?
        </label>
        <input
          id="join-name"
          type="text"
          autoComplete="given-name"
          maxLength={80}
          className="form-control form-control-lg"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="mb-4">
        <label htmlFor="join-slot" className="form-label">
          Mesa para quantos?
        </label>
        <select
          id="join-slot"
          className="form-select form-select-lg"
          value={slot}
          onChange={(event) => setSlot(event.target.value)}
        >
          <option value="">Selecione</option>
          {partySizes.map((size) => (
            <option key={size} value={size}>
              {size === 1 ? '1 pessoa' : `${size} pessoas`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        Entrar na fila
      </button>
    </form>
  );
}
