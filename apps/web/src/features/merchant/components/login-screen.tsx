import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link, Redirect } from 'wouter';
import { dismissApiErrorToast, toastApiError } from '@/lib/api-errors';
import { readMerchantSession } from '@/lib/cookies';
import { loginMerchant } from '../api/login-merchant.api';
import { useStartMerchantSession } from '../hooks/use-start-merchant-session';
import { merchantMessages } from '../merchant-messages';
import { AccountEmailField } from './account-email-field';
import { AccountPage } from './account-page';
import { SubmitButton } from './submit-button';

/**
 * `/login/merchant` (docs/access.md#merchant-sessions): e-mail and password; success stores the session and
 * goes to /merchant. Links to a new password and to a new account (docs/email.md).
 */
export function LoginScreen() {
  const startSession = useStartMerchantSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  // 'Erro ao tentar logar' belongs to this page: it must not stay over the merchant's screens once the
  // login succeeded (which leaves the page) or the person went elsewhere.
  useEffect(() => () => dismissApiErrorToast(merchantMessages.loginFailed), []);

  // Someone already logged in goes straight to the home.
  if (readMerchantSession()) return <Redirect to="/merchant" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const { accessToken } = await loginMerchant(email.trim(), password);
      await startSession(accessToken, email);
    } catch (error) {
      toastApiError(error, merchantMessages.loginFailed);
      setIsSubmitting(false);
    }
  }

  return (
    <AccountPage title="Área do estabelecimento">
      <Form onSubmit={handleSubmit}>
        <AccountEmailField
          id="merchant-login-email"
          label="E-mail de acesso"
          value={email}
          onChange={setEmail}
        />
        <Form.Group className="mb-4" controlId="merchant-login-password">
          <Form.Label>Senha</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Group>
        <SubmitButton isSubmitting={isSubmitting}>Entrar</SubmitButton>
      </Form>
      <p className="text-center mt-3 mb-1">
        <Link href="/esqueci-senha">Esqueci minha senha</Link>
      </p>
      <p className="text-center mb-0">
        Ainda não tem conta? <Link href="/cadastro">Criar conta</Link>
      </p>
    </AccountPage>
  );
}
