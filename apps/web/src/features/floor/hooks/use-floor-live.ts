import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currentQueueKeyPrefix } from '@/api/list-current-queue.api';
import { hostSignalsKey } from '@/api/list-host-signals.api';
import { tablesKey } from '@/api/list-tables.api';
import { buildApiUrl } from '@/lib/api-client';
import { readMerchantSession } from '@/lib/cookies';
import { useLiveEvents } from '@/lib/live-events';
import type { LiveEvent } from '@/lib/live-events-stream';

/** What else an event makes stale on the floor's page (the open table dialog's hall, read by another feature). */
export type MoreKeysToRefresh = (event: LiveEvent, merchantId: string) => readonly (readonly string[])[];

/**
 * Reads the floor again the moment the server says an entry or an order changed (a check-in elsewhere, a bill
 * asked for, a party leaving), instead of at the next poll: the tables, the waiting parties the seat dialog
 * offers and the host's signals. One stream for the page: `moreKeys` adds the queries of what the page
 * composes (the hall's table dialog).
 */
export function useFloorLive(moreKeys?: MoreKeysToRefresh): void {
  const queryClient = useQueryClient();
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? null);
  useLiveEvents(merchantId && buildApiUrl('/live/merchant', { merchantId }), (event) => {
    if (!merchantId) return;
    const keys = [tablesKey, currentQueueKeyPrefix(merchantId), hostSignalsKey(merchantId)];
    for (const queryKey of [...keys, ...(moreKeys?.(event, merchantId) ?? [])]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}
