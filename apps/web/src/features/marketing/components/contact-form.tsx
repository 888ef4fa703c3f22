import type { FormEvent } from 'react';
import type { useContactForm } from '../hooks/use-contact-form';

type ContactFormState = ReturnType<typeof useContactForm>;

function preventAnd(action: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    action();
  };
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
        <label htmlFor="contact-phone" className="form-label fw-semibold">
          Seu telefone
        </label>
        <input
          id="contact-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          className={`form-control form-control-lg${form.phoneError ? ' is-invalid' : ''}`}
          value={form.phone}
          onChange={(event) => form.changePhone(event.target.value)}
          onBlur={form.touchPhone}
          aria-invalid={form.phoneError ? true : undefined}
          aria-describedby={form.phoneError ? 'contact-phone-error' : undefined}
        />
        {form.phoneError && (
          <div id="contact-phone-error" className="invalid-feedback">
            {form.phoneError}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-lg w-100 mt-3" disabled={!form.canGoNext}>
          Próximo
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={preventAnd(form.send)} noValidate>
      <p className="small text-body-secondary mb-2">Telefone: {form.phone}</p>
      <label htmlFor="contact-name" className="form-label fw-semibold">
        Seu nome
      </label>
      <input
        id="contact-name"
        type="text"
        autoComplete="name"
        maxLength={80}
        className={`form-control form-control-lg${form.nameError ? ' is-invalid' : ''}`}
        value={form.name}
        onChange={(event) => form.changeName(event.target.value)}
        onBlur={form.touchName}
        aria-invalid={form.nameError ? true : undefined}
        aria-describedby={form.nameError ? 'contact-name-error' : undefined}
      />
      {form.nameError && (
        <div id="contact-name-error" className="invalid-feedback">
          {form.nameError}
        </div>
      )}
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
