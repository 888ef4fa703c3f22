import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isApiError } from '@/lib/api-client';
import { setCookie } from '@/lib/cookies';
import { signInWithLink } from '../api/sign-in-with-link.api';

/** Shown when the link got no answer of the server's own (a 5xx, no network). */
export const signInFailedMessage = 'Não foi possível abrir o link agora. Tente abri-lo de novo.';

/** How long a device remembers its consumer (the `user` cookie, as lib/register-consumer.ts sets it). */
const CONSUMER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// The link works once: one call per token for the page's life, so React's second mount in development and
// a re-render never spend it again.
const attempts = new Map<string, Promise<string>>();

function spendLink(token: string): Promise<string> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = signInWithLink(token).then((consumer) => consumer.id);
    attempts.set(token, attempt);
  }
  return attempt;
}

/**
 * `/entrar/{token}` (docs/whatsapp.md#one-time-link): the link of a WhatsApp join opens this diner's
 * session in the browser, then the queue's status page. Kept to React, wouter and the API client: a phone
 * opens it from a chat, often on mobile data.
 */
export function SignInLinkScreen({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    spendLink(token).then(
      (consumerId) => {
        if (!isCurrent) return;
        setCookie('user', consumerId, { maxAgeSeconds: CONSUMER_COOKIE_MAX_AGE_SECONDS });
        navigate('/queue', { replace: true });
      },
      (reason: unknown) => {
        if (!isCurrent) return;
        setError(isApiError(reason) && reason.status < 500 ? reason.message : signInFailedMessage);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, navigate]);

  return (
    <main className="container py-5" style={{ maxWidth: 480 }}>
      {/* Every page has an h1 (the journeys check it): the refusal names itself, the wait has a hidden one. */}
      {error ? (
        <>
          <h1 className="h4 mb-3">Link indisponível</h1>
          {/* The link sits outside the alert: blue on the alert's pink falls under 4.5:1. */}
          <p className="alert alert-danger" role="alert">
            {error}
          </p>
          <Link href="/" className="btn btn-outline-primary">
            Ir para a página inicial
          </Link>
        </>
      ) : (
        <>
          <h1 className="visually-hidden">Abrindo sua fila</h1>
          <p className="text-center" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Abrindo sua fila…
          </p>
        </>
      )}
    </main>
  );
}
