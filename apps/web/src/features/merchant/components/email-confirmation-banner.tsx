import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { resendEmailConfirmation } from '../api/resend-email-confirmation.api';

/** Shown when the resend gets no answer of the server's own. */
export const resendFailedMessage = 'Não foi possível reenviar o e-mail agora. Tente novamente em instantes.';

/**
 * 'Confirme seu e-mail' on the merchant's home while the person's address is unproven (docs/email.md#confirmation):
 * everything works meanwhile; the banner says why it matters and sends the link again.
 */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const handleError = useMerchantErrorHandler();
  const resend = useMutation({
    mutationFn: resendEmailConfirmation,
    onError: (error) => {
      if (isApiError(error, 401)) handleError(error, resendFailedMessage);
      else toastApiError(error, resendFailedMessage, { preferServerMessage: true });
    },
  });

  return (
    // A standing notice, not an alarm: a region screen readers can reach, announced only when it changes.
    <Alert
      variant="warning"
      role="region"
      aria-label="Confirmação de e-mail"
      className="d-flex flex-wrap align-items-center gap-3"
    >
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">Confirme seu e-mail</p>
        <p className="mb-0">
          Enviamos um link para <strong>{email}</strong>. Abra-o para confirmar que o endereço é seu: é por
          ele que você recupera a senha.
        </p>
        {resend.data && (
          <p className="mb-0 mt-1" role="status">
            {resend.data.message}
          </p>
        )}
      </div>
      <Button variant="outline-dark" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Reenviar e-mail
      </Button>
    </Alert>
  );
}
