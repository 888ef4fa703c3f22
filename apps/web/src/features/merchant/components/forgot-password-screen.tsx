import { type FormEvent, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link } from 'wouter';
import { toastApiError } from '@/lib/api-errors';
import { requestPasswordReset } from '../api/request-password-reset.api';
import { AccountEmailField } from './account-email-field';
import { AccountPage } from './account-page';
import { SubmitButton } from './submit-button';

/**
 * `/esqueci-senha` (docs/email.md#new-password): the e-mail to send a new-password link to. The server answers
 * the same for every address, and the page shows that answer.
 */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      setAnswer((await requestPasswordReset(email.trim())).message);
    } catch (error) {
      toastApiError(error, 'Não foi possível enviar o link. Tente novamente.', { preferServerMessage: true });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AccountPage title="Esqueci minha senha">
      {answer ? (
        <Alert variant="success" className="mb-0">
          <p>{answer}</p>
          <p className="mb-0">O link vale por 1 hora.</p>
        </Alert>
      ) : (
        <Form onSubmit={handleSubmit}>
          <p className="text-body-secondary">
            Informe o e-mail com que você entra. Enviaremos um link para você criar uma nova senha.
          </p>
          <AccountEmailField
            id="forgot-email"
            label="E-mail de acesso"
            value={email}
            onChange={setEmail}
            className="mb-4"
          />
          <SubmitButton isSubmitting={isSubmitting}>Enviar link</SubmitButton>
        </Form>
      )}
      <p className="text-center mt-3 mb-0">
        <Link href="/login/merchant">Voltar para o login</Link>
      </p>
    </AccountPage>
  );
}
