import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { InviteErrorCard } from '@/features/ordering/components/invite-error-card';
import { OrderingCatalogScreen } from '@/features/ordering/components/ordering-catalog-screen';
import { getCookie } from '@/lib/cookies';

/** `/queue/catalog?qoid={queueId}`: the table's ordering catalog; a phone not yet known registers first. */
export function OrderingCatalogPage() {
  const queueId = new URLSearchParams(useSearch()).get('qoid')?.trim() || null;
  const hasUser = getCookie('user') !== null;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (queueId && !hasUser) navigate(`/queue/join?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }, [queueId, hasUser, navigate]);
  if (!queueId) return <InviteErrorCard />;
  if (!hasUser) return null;
  return <OrderingCatalogScreen key={queueId} queueId={queueId} />;
}
