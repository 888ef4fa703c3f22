import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ConsumerForm } from '@/components/forms/consumer-form';
import { getCookie } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueueInviteQuery } from '../api/get-queue-invite.api';
import { useGuestJoin } from '../hooks/use-guest-join';
import { GuestCodeDialog } from './guest-code-dialog';
import { InviteErrorCard } from './invite-error-card';

/** `/queue/join?qoid={queueId}`: a friend joins the table from the share link (docs/screens.md#join-page). */
export function GuestJoinScreen({ queueId }: { queueId: string | null }) {
  if (!queueId) return <InviteErrorCard />;
  return <GuestJoinForm queueId={queueId} />;
}

function GuestJoinForm({ queueId }: { queueId: string }) {
  const [, navigate] = useLocation();
  const hasUser = getCookie('user') !== null;
  const flow = useGuestJoin(queueId);
  // A new guest has no session yet: the public invitation call names the restaurant.
  const invite = useQueueInviteQuery(queueId);
  const merchantName = invite.data?.merchant.name ?? null;
  // Whose table it is, by the owner's first name only ('Mesa de Ana').
  const ownerName = invite.data?.owner.firstName || null;
  const title = merchantName ? `Juntar-se à fila de ${merchantName}` : 'Juntar-se à fila';
  useDocumentTitle(title);

  useEffect(() => {
    if (hasUser) navigate(`/queue/catalog?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }, [hasUser, queueId, navigate]);

  if (hasUser) return null;
  // An unknown or finished table: the invitation is over: 'Erro com o convite' (docs/screens.md#join-page).
  if (invite.isError) return <InviteErrorCard />;
  return (
    <main className="container py-4" style={{ maxWidth: '32rem' }}>
      <h1 className={`h4 ${ownerName ? 'mb-1' : 'mb-4'}`}>{title}</h1>
      {ownerName ? <p className="text-body-secondary mb-4">Mesa de {ownerName}</p> : null}
      <ConsumerForm
        idPrefix="guest"
        submitLabel="Acessar cardápio"
        isSubmitting={flow.isSubmitting}
        onSubmit={({ phone, name }) => void flow.submit(phone, name)}
      />
      <GuestCodeDialog isOpen={flow.isVerifying} onVerify={flow.verify} onClose={flow.cancel} />
    </main>
  );
}
