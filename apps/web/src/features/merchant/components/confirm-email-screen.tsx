import { useQuery } from '@tanstack/react-query';
import { Alert, Spinner } from 'react-bootstrap';
import { Link } from 'wouter';
import { isApiError } from '@/lib/api-client';
import { readMerchantSession } from '@/lib/cookies';
import { confirmEmail } from '../api/confirm-email.api';
import { AccountPage } from './account-page';

/** Shown when the confirmation got no answer of the server's own (a 5xx, no network). */
export const confirmFailedMessage = 'Não foi possível confirmar o e-mail agora. Tente abrir o link de novo.';

/**
 * `/confirmar-email?token=` (docs/email.md#confirmation): confirms the address as the page opens. The link
 * works once, so the call is a query kept for the page's life: React's second mount in development and a
 * re-render never send it again.
 */
export function ConfirmEmailScreen({ token }: { token: string }) {
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const next = readMerchantSession()
    ? { href: '/merchant', label: 'Ir para o início' }
    : { href: '/login/merchant', label: 'Entrar' };

  return (
    <AccountPage title="Confirmar e-mail">
      {!token ? (
        <Alert variant="danger" className="mb-0">
          Link de confirmação incompleto. Abra o link do e-mail novamente.
        </Alert>
      ) : confirmation.isPending ? (
        <div className="text-center" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          Confirmando seu e-mail…
        </div>
      ) : confirmation.isError ? (
        <Alert variant="danger" className="mb-0">
          <p>
            {isApiError(confirmation.error) && confirmation.error.status < 500
              ? confirmation.error.message
              : confirmFailedMessage}
          </p>
          <Link href={next.href} className="btn btn-outline-primary">
            {next.label}
          </Link>
        </Alert>
      ) : (
        <Alert variant="success" className="mb-0">
          <p>
            E-mail confirmado: <strong>{confirmation.data.email}</strong>.
          </p>
          <Link href={next.href} className="btn btn-primary">
            {next.label}
          </Link>
        </Alert>
      )}
    </AccountPage>
  );
}
