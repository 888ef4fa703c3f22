import type { FormEvent, InputHTMLAttributes } from 'react';
import type { useContactForm } from '../hooks/use-contact-form';

type ContactFormState = ReturnType<typeof useContactForm>;

function preventAnd(action: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    action();
  };
}

/** A labelled input of the contact form, with its message under it once it has one. */
function ContactField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <input
        id={id}
        {...input}
        className={`form-control form-control-lg${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </>
  );
}

/** The contact modal's steps: phone, then name and send, then the confirmation. */
export function ContactForm({ form }: { form: ContactFormState }) {
  if (form.step === 2) {
    return (
      <div className="alert alert-success mb-0" role="status">
        <p className="fw-bold mb-1">Seu contato foi recebido</p>
        <p className="mb-0">Nossa equipe vai falar com você pelo telefone informado.</p>
      </div>
    );
  }
  if (form.step === 0) {
    return (
      <form onSubmit={preventAnd(form.goNext)} noValidate>
        <ContactField
          id="contact-phone"
          label="Seu telefone"
          error={form.phoneError}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          value={form.phone}
          onChange={(event) => form.changePhone(event.target.value)}
          onBlur={form.touchPhone}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100 mt-3" disabled={!form.canGoNext}>
          Próximo
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={preventAnd(form.send)} noValidate>
      <p className="small text-body-secondary mb-2">Telefone: {form.phone}</p>
      <ContactField
        id="contact-name"
        label="Seu nome"
        error={form.nameError}
        type="text"
        autoComplete="name"
        maxLength={80}
        value={form.name}
        onChange={(event) => form.changeName(event.target.value)}
        onBlur={form.touchName}
      />
      <div className="d-flex gap-2 mt-3">
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={form.goBack}>
          Voltar
        </button>
        <button type="submit" className="btn btn-primary btn-lg flex-grow-1" disabled={!form.canSend}>
          {form.isSending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Enviar
        </button>
      </div>
    </form>
  );
}
