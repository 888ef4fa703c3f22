import { isValidPhone, maskPhone } from '@suavez/shared/domain/phone';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getCookie } from '../../../lib/cookies';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueueInviteQuery } from '../api/get-queue-invite.api';
import { useGuestJoin } from '../hooks/use-guest-join';
import { GuestCodeDialog } from './guest-code-dialog';
import { InviteErrorCard } from './invite-error-card';

/** `/queue/join?qoid={queueId}`: a friend joins the table from the share link (specification §2, item 2). */
export function GuestJoinScreen({ queueId }: { queueId: string | null }) {
  if (!queueId) return <InviteErrorCard />;
  return <GuestJoinForm queueId={queueId} />;
}

function GuestJoinForm({ queueId }: { queueId: string }) {
  const [, navigate] = useLocation();
  const hasUser = getCookie('user') !== null;
  const flow = useGuestJoin(queueId);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  // A new guest has no session yet: the public invitation call names the restaurant.
  const invite = useQueueInviteQuery(queueId);
  const merchantName = invite.data?.merchant.name ?? null;
  const title = merchantName ? `Juntar-se a fila de ${merchantName}` : 'Juntar-se a fila';
  useDocumentTitle(title);

  useEffect(() => {
    if (hasUser) navigate(`/queue/catalog?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }, [hasUser, queueId, navigate]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An incomplete form is ignored without a message (specification §5).
    if (!isValidPhone(phone) || name.trim() === '') return;
    void flow.submit(phone, name);
  }

  if (hasUser) return null;
  // An unknown or finished table: the invitation is over (specification §2: 'Erro com o convite').
  if (invite.isError) return <InviteErrorCard />;
  return (
    <main className="container py-4" style={{ maxWidth: '32rem' }}>
      <h1 className="h4 mb-4">{title}</h1>
      <form noValidate onSubmit={handleSubmit}>
        <div className="mb-3">
          <label htmlFor="guest-phone" className="form-label">
            Seu número de celular
          </label>
          <input
            id="guest-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            maxLength={15}
            className="form-control form-control-lg"
            value={phone}
            onChange={(event) => setPhone(maskPhone(event.target.value))}
          />
        </div>
        <div className="mb-4">
          <label htmlFor="guest-name" className="form-label">
            Qual seu nome?
          </label>
          <input
            id="guest-name"
            type="text"
            autoComplete="given-name"
            maxLength={80}
            className="form-control form-control-lg"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={flow.isSubmitting}>
          {flow.isSubmitting ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : null}
          Acessar cardápio
        </button>
      </form>
      <GuestCodeDialog isOpen={flow.isVerifying} onVerify={flow.verify} onClose={flow.cancel} />
    </main>
  );
}
