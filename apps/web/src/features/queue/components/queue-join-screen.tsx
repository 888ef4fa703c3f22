import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toastApiError } from '@/lib/api-errors';
import { getCookie } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getActiveQueue } from '../api/get-active-queue.api';
import { usePublicMerchantQuery } from '../api/get-public-merchant.api';
import { useJoinFlow } from '../hooks/use-join-flow';
import { ClosedNotice } from './closed-notice';
import { JoinForm } from './join-form';
import { MerchantCard } from './merchant-card';
import { MerchantCardSkeleton } from './queue-skeleton';
import { VerifyCodeDialog } from './verify-code-dialog';

/** The join page of the QR code's link (docs/screens.md#join-page). */
export function QueueJoinScreen({ merchantId }: { merchantId: string | null }) {
  const [, navigate] = useLocation();
  const merchant = usePublicMerchantQuery(merchantId);
  const flow = useJoinFlow(merchantId ?? '');
  useDocumentTitle(merchant.data ? `Entrar na fila de ${merchant.data.name}` : 'Entrar na fila');

  // A consumer who is already in a queue goes to it; errors of this check are swallowed
  // (docs/screens.md#join-page).
  useEffect(() => {
    const consumerId = getCookie('user');
    if (!consumerId) return;
    const controller = new AbortController();
    getActiveQueue(consumerId, controller.signal).then(
      () => navigate('/queue', { replace: true }),
      () => undefined,
    );
    return () => controller.abort();
  }, [navigate]);

  useEffect(() => {
    if (merchant.isError) toastApiError(merchant.error, 'Erro ao buscar restaurante');
  }, [merchant.isError, merchant.error]);

  if (merchantId === null || merchant.isError) {
    return (
      <main className="container py-5" style={{ maxWidth: '40rem' }}>
        <h1 className="h3">Restaurante não encontrado</h1>
        <p className="text-body-secondary">
          Não conseguimos abrir a fila deste restaurante. Escaneie o QR code novamente ou peça ajuda a um
          atendente.
        </p>
      </main>
    );
  }

  if (!merchant.data) {
    return (
      <main aria-busy="true">
        <MerchantCardSkeleton />
      </main>
    );
  }

  return (
    <main className="pb-5">
      <MerchantCard merchant={merchant.data} />
      <div className="container" style={{ maxWidth: '40rem' }}>
        {merchant.data.isOpen ? (
          <JoinForm isSubmitting={flow.isSubmitting} onSubmit={flow.submit} />
        ) : (
          <ClosedNotice schedule={merchant.data.weekDayWorkshift} />
        )}
      </div>
      {flow.pending ? (
        <VerifyCodeDialog
          phone={flow.pending.phone}
          onVerify={flow.verify}
          onResend={flow.resend}
          onClose={flow.cancelVerification}
        />
      ) : null}
    </main>
  );
}
