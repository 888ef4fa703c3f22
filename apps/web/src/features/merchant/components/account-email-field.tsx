import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/** The e-mail a person logs in with, as the login, the sign-up and 'Esqueci minha senha' ask for it. */
export function AccountEmailField({
  id,
  label,
  help,
  value,
  onChange,
  className = 'mb-3',
}: {
  id: string;
  label: string;
  help?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(help ? { 'aria-describedby': `${id}-help` } : {})}
      />
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
    </Form.Group>
  );
}
