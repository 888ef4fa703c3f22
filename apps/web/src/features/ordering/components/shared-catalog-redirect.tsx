import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { getCookie } from '@/lib/cookies';
import { InviteErrorCard } from './invite-error-card';

/**
 * `/queue/shared/catalog?qoid=`: the share link. A guest not yet known on this phone registers first
 * (`/queue/join?qoid=`); a known one goes straight to the table's catalog.
 */
export function SharedCatalogRedirect({ queueId }: { queueId: string | null }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!queueId) return;
    const target = getCookie('user') ? '/queue/catalog' : '/queue/join';
    navigate(`${target}?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }, [queueId, navigate]);
  if (!queueId) return <InviteErrorCard />;
  return null;
}
