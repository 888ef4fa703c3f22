import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { Link, Redirect, useLocation } from 'wouter';
import { dismissApiErrorToast, toastApiError } from '@/lib/api-errors';
import { decodeTokenClaims, readMerchantSession, saveMerchantSession } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getValidatedAccount } from '../api/get-validated-account.api';
import { loginMerchant } from '../api/login-merchant.api';
import { merchantMessages } from '../merchant-messages';

const title = 'Área do estabelecimento';

/** The merchant id a token speaks for: its `merchant` claim, or the session check's answer. */
async function resolveMerchantId(token: string): Promise<{ merchantId: string; email?: string }> {
  const claim = decodeTokenClaims(token)?.merchant;
  if (typeof claim === 'string' && claim !== '') return { merchantId: claim };
  const answer = await getValidatedAccount(token);
  return { merchantId: answer.merchantId, email: answer.email };
}

/**
 * `/login/merchant` (docs/access.md#merchant-sessions): e-mail and password; success stores the session and
 * goes to /merchant.
 */
export function LoginScreen() {
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
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
      const trimmed = email.trim();
      const { accessToken } = await loginMerchant(trimmed, password);
      const resolved = await resolveMerchantId(accessToken);
      saveMerchantSession({
        token: accessToken,
        merchantId: resolved.merchantId,
        email: resolved.email ?? trimmed.toLowerCase(),
      });
      // Nothing another merchant's session left in memory may show on this one's screens.
      queryClient.clear();
      navigate('/merchant', { replace: true });
    } catch (error) {
      toastApiError(error, merchantMessages.loginFailed);
      setIsSubmitting(false);
    }
  }

  return (
    <>
      <header className="border-bottom bg-body">
        <nav className="navbar container px-3" aria-label="Principal">
          <Link href="/" className="navbar-brand fw-bold text-primary">
            SuaVez
          </Link>
        </nav>
      </header>
      <main className="container py-5" style={{ maxWidth: 440 }}>
        <Card className="shadow-sm">
          <Card.Body className="p-4">
            <h1 className="h3 mb-4 text-center">{title}</h1>
            <Form onSubmit={handleSubmit}>
              <Form.Group className="mb-3" controlId="merchant-login-email">
                <Form.Label>E-mail de acesso</Form.Label>
                <Form.Control
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Form.Group>
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
              <Button type="submit" className="w-100" disabled={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                Entrar
              </Button>
            </Form>
          </Card.Body>
        </Card>
      </main>
    </>
  );
}
