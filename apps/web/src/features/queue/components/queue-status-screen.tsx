import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getCookie } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConsumerQueueQuery } from '../api/get-consumer-queue.api';
import { useFeedbackAvailableQuery } from '../api/get-feedback-available.api';
import { useHasActiveCatalogQuery } from '../api/get-has-active-catalog.api';
import { useConsumerQueueLive } from '../hooks/use-consumer-queue-live';
import { calledTitle } from '../utils/call-signals';
import { CalledAlert } from './called-alert';
import { CurrentStatus } from './current-status';
import { FeedbackSheet } from './feedback-sheet';
import { MerchantCard } from './merchant-card';
import { QueueStatusSkeleton } from './queue-skeleton';
import { StatusTimeline } from './status-timeline';

// Its own chunk, loaded once the consumer has joined: the permission card and the service worker's
// registration stay out of the status page's first load (JS budget: 100 KB gzip).
const PushNotificationsCard = lazy(() =>
  import('./push-notifications-card').then((module) => ({ default: module.PushNotificationsCard })),
);

/** While a call may still come (docs/notifications.md#web-push): the card offers the phone's notifications. */
const callMayComeStatuses = new Set(['WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED']);

/**
 * The consumer's queue screen (docs/queue.md#reading-the-queue): the restaurant, 'Ver cardápio', the current
 * status with its actions, the timeline, and the survey after check-in. Polls every 5 s until the entry is
 * final, and reads it again at once when the server pushes a change; a call is signalled (CalledAlert,
 * title); with no active entry it shows the last one, and with none at all it goes to '/'.
 */
export function QueueStatusScreen() {
  const [, navigate] = useLocation();
  const [consumerId] = useState(() => getCookie('user'));
  const queue = useConsumerQueueQuery(consumerId);
  // Rendered from a deferred copy: a poll's answer re-renders the screen in slices a slow phone can
  // interleave with input, not in one long task (a query's update is otherwise synchronous).
  const entry = useDeferredValue(queue.data);
  const hasCheckedIn = entry?.status === 'CHECK_IN' || entry?.status === 'CHECK_OUT';
  const catalog = useHasActiveCatalogQuery(entry?.merchant.id);
  const feedback = useFeedbackAvailableQuery(entry?.id ?? '', hasCheckedIn);
  const [isSurveyDismissed, setIsSurveyDismissed] = useState(false);
  const { refetch } = queue;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useConsumerQueueLive(consumerId, entry);
  useDocumentTitle(
    calledTitle(entry ? `Sua fila em ${entry.merchant.name}` : 'Sua fila', entry?.status === 'CALLED'),
  );

  const isLost = consumerId === null || (queue.isError && !entry);
  useEffect(() => {
    if (isLost) navigate('/', { replace: true });
  }, [isLost, navigate]);

  if (!entry) return <QueueStatusSkeleton />;

  return (
    <main className="pb-5">
      <MerchantCard merchant={entry.merchant}>
        {catalog.data ? (
          <a
            className="btn btn-outline-primary btn-sm"
            href={`/queue/catalog?qoid=${encodeURIComponent(entry.id)}`}
            target="_blank"
            rel="noopener"
          >
            Ver cardápio
          </a>
        ) : null}
      </MerchantCard>
      <div className="container" style={{ maxWidth: '40rem' }}>
        <CalledAlert entry={entry} />
        <CurrentStatus entry={entry} onChanged={refresh} />
        {callMayComeStatuses.has(entry.status) ? (
          <Suspense fallback={null}>
            <PushNotificationsCard merchantId={entry.merchant.id} phone={entry.consumer.phone} />
          </Suspense>
        ) : null}
        <StatusTimeline history={entry.history} />
      </div>
      <FeedbackSheet
        queueId={entry.id}
        merchantName={entry.merchant.name}
        isOpen={feedback.data === true && !isSurveyDismissed}
        onClose={() => setIsSurveyDismissed(true)}
      />
    </main>
  );
}
