import { MERCHANT_PASSWORD_MIN_LENGTH } from '@suavez/shared/domain/staff';
import { Form } from 'react-bootstrap';

/** The two fields of a password being chosen. */
export interface NewPasswordValue {
  password: string;
  confirmation: string;
}

/** A password being chosen, with the merchant login's rule under it (docs/access.md#merchant-sessions). */
export function PasswordChoiceField({
  id,
  label,
  value,
  onChange,
  className = 'mb-3',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete="new-password"
        required
        minLength={MERCHANT_PASSWORD_MIN_LENGTH}
        maxLength={256}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-help`}
      />
      <Form.Text id={`${id}-help`}>Pelo menos {MERCHANT_PASSWORD_MIN_LENGTH} caracteres.</Form.Text>
    </Form.Group>
  );
}

/**
 * 'Nova senha' and 'Repita a senha', as the invite and the new-password pages ask for them. `mismatch` marks
 * the second field.
 */
export function NewPasswordFields({
  idPrefix,
  value,
  mismatch,
  onChange,
}: {
  idPrefix: string;
  value: NewPasswordValue;
  mismatch: boolean;
  onChange: (value: NewPasswordValue) => void;
}) {
  return (
    <>
      <PasswordChoiceField
        id={`${idPrefix}-password`}
        label="Nova senha"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
      <Form.Group className="mb-4" controlId={`${idPrefix}-password-confirmation`}>
        <Form.Label>Repita a senha</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          required
          value={value.confirmation}
          isInvalid={mismatch}
          onChange={(e) => onChange({ ...value, confirmation: e.target.value })}
        />
        <Form.Control.Feedback type="invalid">As senhas não são iguais.</Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
