import { isValidPhone, maskPhone } from '@suavez/shared/domain/phone';
import { type FormEvent, type ReactNode, useState } from 'react';

/** What the form hands over once the phone and the name are valid. */
export interface ConsumerFormValues {
  /** As masked: '(11) 98765-4321'. */
  phone: string;
  name: string;
}

export interface ConsumerFormProps {
  /** Prefix of the fields' ids (`${idPrefix}-phone`, `${idPrefix}-name`). */
  idPrefix: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** Called only with a valid phone and a non-blank name. */
  onSubmit: (values: ConsumerFormValues) => void;
  /** Id of the form's heading. */
  labelledBy?: string;
  /** Before the fields (the join page's heading). */
  header?: ReactNode;
  /** Fields of the screen's own, between the name and the button (the join page's party size). */
  children?: ReactNode;
}

/**
 * 'Seu número de celular' (masked as it is typed) and 'Qual seu nome?', the fields a consumer identifies
 * with, on the join page and on a guest's join page. An incomplete form is ignored without a message
 * (docs/screens.md#forms); the screen's own fields are checked by its `onSubmit`.
 */
export function ConsumerForm({
  idPrefix,
  submitLabel,
  isSubmitting,
  onSubmit,
  labelledBy,
  header,
  children,
}: ConsumerFormProps) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidPhone(phone) || name.trim() === '') return;
    onSubmit({ phone, name });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
      {header}
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-phone`} className="form-label">
          Seu número de celular
        </label>
        <input
          id={`${idPrefix}-phone`}
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
      <div className={children ? 'mb-3' : 'mb-4'}>
        <label htmlFor={`${idPrefix}-name`} className="form-label">
          Qual seu nome?
        </label>
        <input
          id={`${idPrefix}-name`}
          type="text"
          autoComplete="given-name"
          maxLength={80}
          className="form-control form-control-lg"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {children}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
