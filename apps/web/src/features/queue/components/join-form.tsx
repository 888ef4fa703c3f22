import type { ReactNode } from 'react';
import { ConsumerForm, type ConsumerFormValues } from '@/components/forms/consumer-form';
import { useT } from '@/lib/i18n/i18n';
import type { JoinRequest } from '../hooks/use-join-flow';

/** Party sizes offered: 1 to 20 (docs/queue.md#party-size; the merchant's filter groups 5 and more). */
const partySizes = Array.from({ length: 20 }, (_, index) => index + 1);

export interface JoinFormProps {
  isSubmitting: boolean;
  onSubmit: (request: JoinRequest) => void;
  /** The party size chosen, null while none ('Selecione'). */
  slot: number | null;
  onSlotChange: (slot: number | null) => void;
  /** Under the phone field: how the phone is used. */
  phoneHint?: ReactNode;
}

/**
 * 'Seu número de celular', 'Qual seu nome?', 'Mesa para quantos?' and 'Entrar na fila'. An incomplete
 * form is not sent: after the submit, each field says what it misses (docs/screens.md#forms).
 */
export function JoinForm({ isSubmitting, onSubmit, slot, onSlotChange, phoneHint }: JoinFormProps) {
  const t = useT();
  function handleSubmit(consumer: ConsumerFormValues) {
    if (slot !== null) onSubmit({ ...consumer, slot });
  }

  return (
    <ConsumerForm
      idPrefix="join"
      submitLabel={t('queue.joinTitle')}
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit}
      labelledBy="join-title"
      phoneHint={phoneHint}
      isExtraValid={slot !== null}
      header={
        <h2 id="join-title" className="h5 mb-3">
          {t('queue.joinTitle')}
        </h2>
      }
    >
      {(isSubmitted) => {
        const isMissing = isSubmitted && slot === null;
        return (
          <div className="mb-4">
            <label htmlFor="join-slot" className="form-label">
              {t('queue.partySizeLabel')}
            </label>
            <select
              id="join-slot"
              className={`form-select form-select-lg${isMissing ? ' is-invalid' : ''}`}
              aria-invalid={isMissing ? true : undefined}
              aria-describedby={isMissing ? 'join-slot-error' : undefined}
              value={slot ?? ''}
              onChange={(event) =>
                onSlotChange(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{t('queue.partySizeChoose')}</option>
              {partySizes.map((size) => (
                <option key={size} value={size}>
                  {t('queue.partySize', { count: size })}
                </option>
              ))}
            </select>
            {isMissing ? (
              <div id="join-slot-error" className="invalid-feedback">
                {t('queue.partySizeRequired')}
              </div>
            ) : null}
          </div>
        );
      }}
    </ConsumerForm>
  );
}
