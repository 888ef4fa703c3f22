import { isValidPhone, maskPhone } from '@suavez/shared/domain/phone';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';

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
  /** Called only with a valid phone, a non-blank name and the screen's own fields valid. */
  onSubmit: (values: ConsumerFormValues) => void;
  /** Id of the form's heading. */
  labelledBy?: string;
  /** Before the fields (the join page's heading). */
  header?: ReactNode;
  /** Under the phone field: how the phone is used (the join page). */
  phoneHint?: ReactNode;
  /** Whether the screen's own fields (`children`) are valid; the form is not sent while they are not. */
  isExtraValid?: boolean;
  /**
   * Fields of the screen's own, between the name and the button (the join page's party size), given whether
   * a submit was tried (their messages show from then on). A field in error sets `aria-invalid`, so a
   * refused submit can focus it.
   */
  children?: (isSubmitted: boolean) => ReactNode;
}

/** A labelled input with its message under it once it has one (Bootstrap's `is-invalid`). */
function ConsumerField({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        {...input}
        className={`form-control form-control-lg${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </>
  );
}

/**
 * 'Seu número de celular' (masked as it is typed or pasted) and 'Qual seu nome?', the fields a consumer
 * identifies with, on the join page and on a guest's join page. Silent until the first submit; a refused
 * submit sends nothing, says under each field what is missing or wrong and focuses the first of them
 * (docs/screens.md#forms).
 */
export function ConsumerForm({
  idPrefix,
  submitLabel,
  isSubmitting,
  onSubmit,
  labelledBy,
  header,
  phoneHint,
  isExtraValid = true,
  children,
}: ConsumerFormProps) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const isSubmitted = attempts > 0;
  const phoneError = isSubmitted && !isValidPhone(phone) ? t('common.phoneInvalid') : null;
  const nameError = isSubmitted && name.trim() === '' ? t('common.nameRequired') : null;

  // After each refused submit, once its messages are on the page.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (!isValidPhone(phone) || name.trim() === '' || !isExtraValid) return;
    onSubmit({ phone, name });
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
      {header}
      <div className="mb-3">
        <ConsumerField
          id={`${idPrefix}-phone`}
          label={t('common.phoneLabel')}
          error={phoneError}
          hint={phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          value={phone}
          onChange={(event) => setPhone(maskPhone(event.target.value))}
        />
      </div>
      <div className={children ? 'mb-3' : 'mb-4'}>
        <ConsumerField
          id={`${idPrefix}-name`}
          label={t('common.nameLabel')}
          error={nameError}
          type="text"
          autoComplete="given-name"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {children?.(isSubmitted)}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
