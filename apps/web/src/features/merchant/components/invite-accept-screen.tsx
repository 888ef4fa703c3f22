import { MERCHANT_PASSWORD_MIN_LENGTH } from '@suavez/shared/domain/staff';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { Link } from 'wouter';
import { toastApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { acceptInvite } from '../api/accept-invite.api';

const title = 'Criar sua senha';

/**
 * `/convite?token=` (docs/access.md#staff-roles): the invited person chooses a password (twice); then they log
 * in at /login/merchant with their e-mail. A link without a token says so.
 */
export function InviteAcceptScreen({ token }: { token: string }) {
  useDocumentTitle(title);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [email, setEmail] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setIsSubmitting(true);
    try {
      const answer = await acceptInvite(token, password);
      setEmail(answer.email);
    } catch (error) {
      toastApiError(error, 'Não foi possível criar a senha.', { preferServerMessage: true });
    } finally {
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
            {email ? (
              <Alert variant="success" className="mb-0">
                <p>
                  Senha criada. Entre com <strong>{email}</strong> e a senha que você escolheu.
                </p>
                <Link href="/login/merchant" className="btn btn-primary">
                  Entrar
                </Link>
              </Alert>
            ) : !token ? (
              <Alert variant="danger" className="mb-0">
                Link de convite incompleto. Peça um novo link ao dono do estabelecimento.
              </Alert>
            ) : (
              <Form onSubmit={handleSubmit} noValidate={false}>
                <Form.Group className="mb-3" controlId="invite-password">
                  <Form.Label>Nova senha</Form.Label>
                  <Form.Control
                    type="password"
                    autoComplete="new-password"
                    required
                    minLength={MERCHANT_PASSWORD_MIN_LENGTH}
                    maxLength={256}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-describedby="invite-password-help"
                  />
                  <Form.Text id="invite-password-help">
                    Pelo menos {MERCHANT_PASSWORD_MIN_LENGTH} caracteres.
                  </Form.Text>
                </Form.Group>
                <Form.Group className="mb-4" controlId="invite-password-confirmation">
                  <Form.Label>Repita a senha</Form.Label>
                  <Form.Control
                    type="password"
                    autoComplete="new-password"
                    required
                    value={confirmation}
                    isInvalid={mismatch}
                    onChange={(e) => setConfirmation(e.target.value)}
                  />
                  <Form.Control.Feedback type="invalid">As senhas não são iguais.</Form.Control.Feedback>
                </Form.Group>
                <Button type="submit" className="w-100" disabled={isSubmitting}>
                  {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                  Criar senha
                </Button>
              </Form>
            )}
          </Card.Body>
        </Card>
      </main>
    </>
  );
}
