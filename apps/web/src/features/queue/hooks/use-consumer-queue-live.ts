import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { isFinalQueueStatus } from '@suavez/shared/domain/queue-status';
import { useQueryClient } from '@tanstack/react-query';
import { buildApiUrl } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { consumerQueueKey } from '../api/get-consumer-queue.api';

/**
 * Reads the consumer's queue again the moment the server says it changed (a call must not wait for the 5 s
 * poll). The stream carries only this consumer's entries; order changes do not show on this page. A final
 * entry never changes, so it holds no stream.
 */
export function useConsumerQueueLive(consumerId: string | null, entry: ConsumerQueueEntry | undefined): void {
  const queryClient = useQueryClient();
  const isFollowing = consumerId !== null && entry !== undefined && !isFinalQueueStatus(entry.status);
  const url = isFollowing ? buildApiUrl('/live/diner', { consumerId }) : null;
  // Kept while the tab is hidden: a consumer waits with another tab or app in front, and the call must still
  // change the title and beep.
  const options = { isKeptWhileHidden: true };
  useLiveEvents(
    url,
    (event) => {
      if (event.kind === 'order') return;
      void queryClient.invalidateQueries({ queryKey: consumerQueueKey(consumerId) });
    },
    options,
  );
}
