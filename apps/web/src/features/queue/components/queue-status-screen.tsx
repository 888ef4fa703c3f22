import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { MerchantCard } from '@/components/ui/merchant-card';
import { getCookie } from '@/lib/cookies';
import { useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConsumerQueueQuery } from '../api/get-consumer-queue.api';
import { useHasActiveCatalogQuery } from '../api/get-has-active-catalog.api';
import { useConsumerQueueLive } from '../hooks/use-consumer-queue-live';
import { calledTitle } from '../utils/call-signals';
import { CalledAlert } from './called-alert';
import { CurrentStatus } from './current-status';
import { QueueStatusSkeleton } from './queue-skeleton';
import { StatusTimeline } from './status-timeline';

// Their own chunks, loaded only when shown: the permission card and the service worker's registration once
// the consumer has joined, the survey once they have checked in (JS budget: 100 KB gzip).
const PushNotificationsCard = lazy(() =>
  import('./push-notifications-card').then((module) => ({ default: module.PushNotificationsCard })),
);
const FeedbackCard = lazy(() =>
  import('@/components/forms/feedback-card').then((module) => ({ default: module.FeedbackCard })),
);

/** While a call may still come (docs/notifications.md#web-push): the card offers the phone's notifications. */
const callMayComeStatuses = new Set(['WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED']);

/** Called, or on the way against the clock: the status card comes first, above the cover (docs/screens.md#status-page). */
const leadingStatuses = new Set(['CALLED', 'ACCEPTED_RESTAURANT_CALL']);

/**
 * The consumer's queue screen (docs/screens.md#status-page): the restaurant, 'Ver cardápio', the current
 * status with its actions, the survey after check-in, and the timeline. Polls every 5 s until the entry is
 * final, and reads it again at once when the server pushes a change; a call is signalled (CalledAlert,
 * title); with no active entry it shows the last one, and with none at all it says so.
 */
export function QueueStatusScreen() {
  const [consumerId] = useState(() => getCookie('user'));
  const queue = useConsumerQueueQuery(consumerId);
  // Rendered from a deferred copy: a poll's answer re-renders the screen in slices a slow phone can
  // interleave with input, not in one long task (a query's update is otherwise synchronous).
  const entry = useDeferredValue(queue.data);
  const hasCheckedIn = entry?.status === 'CHECK_IN' || entry?.status === 'CHECK_OUT';
  const catalog = useHasActiveCatalogQuery(entry?.merchant.id);
  const { refetch } = queue;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useConsumerQueueLive(consumerId, entry);
  const t = useT();
  useDocumentTitle(
    calledTitle(
      entry ? t('queue.statusPageTitle', { name: entry.merchant.name }) : t('queue.statusPageTitleShort'),
      entry?.status === 'CALLED',
    ),
  );

  if (consumerId === null || (queue.isError && !entry)) return <NoQueueNotice />;
  if (!entry) return <QueueStatusSkeleton />;

  const isLeading = leadingStatuses.has(entry.status);
  const merchantCard = (
    <MerchantCard merchant={entry.merchant}>
      {catalog.data ? (
        <Link
          className="btn btn-outline-primary btn-sm"
          href={`/queue/catalog?qoid=${encodeURIComponent(entry.id)}`}
        >
          {t('queue.seeMenu')}
        </Link>
      ) : null}
    </MerchantCard>
  );
  // The status keeps its place in the tree when the cover moves below it: its live region is not remounted.
  return (
    <main className="pb-5">
      <div className="container d-flex justify-content-end pt-2" style={{ maxWidth: '40rem' }}>
        <LanguageSwitcher />
      </div>
      {isLeading ? null : merchantCard}
      <div className={isLeading ? 'container pt-3' : 'container'} style={{ maxWidth: '40rem' }}>
        <CalledAlert entry={entry} />
        <CurrentStatus entry={entry} onChanged={refresh} />
      </div>
      {isLeading ? merchantCard : null}
      <div className="container" style={{ maxWidth: '40rem' }}>
        {callMayComeStatuses.has(entry.status) ? (
          <Suspense fallback={null}>
            <PushNotificationsCard merchantId={entry.merchant.id} phone={entry.consumer.phone} />
          </Suspense>
        ) : null}
        {hasCheckedIn ? (
          <Suspense fallback={null}>
            <FeedbackCard queueId={entry.id} merchantName={entry.merchant.name} />
          </Suspense>
        ) : null}
        <StatusTimeline history={entry.history} />
      </div>
    </main>
  );
}

/** `/queue` with no session, or none the server knows: what happened and the way back. */
function NoQueueNotice() {
  const t = useT();
  return (
    <main className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3">{t('queue.noQueueTitle')}</h1>
      <p>{t('queue.noQueueText')}</p>
      <p className="text-body-secondary">{t('queue.noQueueOtherDevice')}</p>
      <Link href="/" className="btn btn-primary">
        {t('common.goHome')}
      </Link>
    </main>
  );
}
