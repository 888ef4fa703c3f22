import { useQueryClient } from '@tanstack/react-query';
import { buildApiUrl } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { tableKeysToRefresh } from '../utils/table-live-keys';

/**
 * Reads the table's entry or the consumer's order again the moment the server says it changed (an item
 * served, the table called), instead of at the next 5 s poll. The stream carries this entry only.
 */
export function useTableLive(queueId: string, orderId: string | null, isReadable: boolean): void {
  const queryClient = useQueryClient();
  // Only once the entry could be read: a link this consumer may not open would fail the stream too.
  useLiveEvents(isReadable ? buildApiUrl('/live/diner', { queueId }) : null, (event) => {
    for (const queryKey of tableKeysToRefresh(event, queueId, orderId)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}
