import { readTableLabel } from '@suavez/shared/domain/table-label';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { PageSpinner } from '@/components/ui/page-spinner';
import { QueueJoinScreen } from '@/features/queue/components/queue-join-screen';

// A friend's join from the table's share link is its own chunk: the QR code's join page (nearly every
// visit) does not download it (JS budget: 100 KB gzip in each language).
const GuestJoinScreen = lazy(() =>
  import('@/features/ordering/components/guest-join-screen').then((module) => ({
    default: module.GuestJoinScreen,
  })),
);

/**
 * `/queue/join`: with `?merchant={id}` the join page of the QR code (it wins when both are given); with
 * `?qoid={queueId}` a friend joins a table from its share link; with neither, or empty ones, the
 * invitation error card (docs/screens.md#join-page). A table's QR code adds `&table={label}`: a label the
 * server would refuse is dropped, so a damaged code still lets the diner join (docs/queue.md#table-labels).
 */
export function QueueJoinPage() {
  const params = new URLSearchParams(useSearch());
  const merchantId = params.get('merchant')?.trim();
  const table = readTableLabel(params.get('table'));
  if (merchantId) return <QueueJoinScreen merchantId={merchantId} {...(table === null ? {} : { table })} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <GuestJoinScreen queueId={params.get('qoid')?.trim() || null} />
    </Suspense>
  );
}
