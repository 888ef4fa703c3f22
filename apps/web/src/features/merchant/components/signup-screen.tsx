import { type FormEvent, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'wouter';
import { toastApiError } from '@/lib/api-errors';
import { signUpMerchant } from '../api/sign-up-merchant.api';
import { useStartMerchantSession } from '../hooks/use-start-merchant-session';
import { AccountEmailField } from './account-email-field';
import { AccountPage } from './account-page';
import { PasswordChoiceField } from './new-password-fields';
import { SubmitButton } from './submit-button';

/** Shown when the sign-up fails without a message of the server's own (a 5xx, no network). */
export const signupFailedMessage = 'Não foi possível criar a conta. Tente novamente.';

/**
 * `/cadastro` (docs/email.md#sign-up): the restaurant's name, the owner's e-mail and password, and the terms
 * accepted. The account starts signed in, on the merchant's home; the confirmation e-mail is on its way.
 */
export function SignupScreen() {
  const startSession = useStartMerchantSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [isTermsMissing, setIsTermsMissing] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!acceptedTerms) {
      setIsTermsMissing(true);
      return;
    }
    setIsSubmitting(true);
    try {
      const { accessToken } = await signUpMerchant({
        name: name.trim(),
        email: email.trim(),
        password,
        acceptedTerms,
      });
      await startSession(accessToken, email);
    } catch (error) {
      toastApiError(error, signupFailedMessage, { preferServerMessage: true });
      setIsSubmitting(false);
    }
  }

  return (
    <AccountPage title="Criar conta">
      <p className="text-body-secondary">
        Cadastre seu restaurante para abrir a fila virtual e o cardápio digital. Leva um minuto.
      </p>
      <Form onSubmit={handleSubmit}>
        <Form.Group className="mb-3" controlId="signup-name">
          <Form.Label>Nome do restaurante</Form.Label>
          <Form.Control
            autoComplete="organization"
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
        <AccountEmailField
          id="signup-email"
          label="E-mail"
          help="É com ele que você entra. Enviaremos um link para confirmá-lo."
          value={email}
          onChange={setEmail}
        />
        <PasswordChoiceField id="signup-password" label="Senha" value={password} onChange={setPassword} />
        <Form.Group className="mb-4" controlId="signup-terms">
          <Form.Check
            type="checkbox"
            required
            checked={acceptedTerms}
            isInvalid={isTermsMissing && !acceptedTerms}
            onChange={(event) => setAcceptedTerms(event.target.checked)}
            label={
              <>
                Li e aceito os{' '}
                <a href="/legal#termos-de-uso" target="_blank" rel="noopener">
                  termos de uso
                </a>{' '}
                e a{' '}
                <a href="/legal#politica-de-privacidade" target="_blank" rel="noopener">
                  política de privacidade
                </a>
              </>
            }
            feedback="Aceite os termos de uso e a política de privacidade para criar a conta."
            feedbackType="invalid"
          />
        </Form.Group>
        <SubmitButton isSubmitting={isSubmitting}>Criar conta</SubmitButton>
      </Form>
      <p className="text-center mt-3 mb-0">
        Já tem conta? <Link href="/login/merchant">Entrar</Link>
      </p>
    </AccountPage>
  );
}
