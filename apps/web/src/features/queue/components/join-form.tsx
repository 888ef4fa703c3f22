import { useState } from 'react';
import { ConsumerForm, type ConsumerFormValues } from '@/components/forms/consumer-form';
import type { JoinRequest } from '../hooks/use-join-flow';

/** Party sizes offered: 1 to 20 (docs/queue.md#party-size; the merchant's filter groups 5 and more). */
const partySizes = Array.from({ length: 20 }, (_, index) => index + 1);

export interface JoinFormProps {
  isSubmitting: boolean;
  onSubmit: (request: JoinRequest) => void;
}

/**
 * 'Seu número de celular', 'Qual seu nome?', 'Mesa para quantos?' and 'Entrar na fila'. An incomplete
 * form is ignored without a message (docs/screens.md#forms).
 */
export function JoinForm({ isSubmitting, onSubmit }: JoinFormProps) {
  const [slot, setSlot] = useState('');

  function handleSubmit(consumer: ConsumerFormValues) {
    if (slot === '') return;
    onSubmit({ ...consumer, slot: Number(slot) });
  }

  return (
    <ConsumerForm
      idPrefix="join"
      submitLabel="Entrar na fila"
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit}
      labelledBy="join-title"
      header={
        <h2 id="join-title" className="h5 mb-3">
          Entrar na fila
        </h2>
      }
    >
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
    </ConsumerForm>
  );
}
