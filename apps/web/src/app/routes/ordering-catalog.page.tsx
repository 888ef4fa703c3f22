import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { OrderingCatalogScreen } from '@/features/ordering/components/ordering-catalog-screen';
import { getCookie } from '@/lib/cookies';

// A link without a table is rare: its card loads then, not with every table menu (the JS budget).
const InviteErrorCard = lazy(async () => ({
  default: (await import('@/features/ordering/components/invite-error-card')).InviteErrorCard,
}));

/** `/queue/catalog?qoid={queueId}`: the table's ordering catalog; a phone not yet known registers first. */
export function OrderingCatalogPage() {
  const queueId = new URLSearchParams(useSearch()).get('qoid')?.trim() || null;
  const hasUser = getCookie('user') !== null;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (queueId && !hasUser) navigate(`/queue/join?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }, [queueId, hasUser, navigate]);
  if (!queueId) {
    return (
      <Suspense fallback={null}>
        <InviteErrorCard />
      </Suspense>
    );
  }
  if (!hasUser) return null;
  return <OrderingCatalogScreen key={queueId} queueId={queueId} />;
}
