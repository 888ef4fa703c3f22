import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currentQueueKeyPrefix } from '@/api/list-current-queue.api';
import { hostSignalsKey } from '@/api/list-host-signals.api';
import { buildApiUrl } from '@/lib/api-client';
import { readMerchantSession } from '@/lib/cookies';
import { useLiveEvents } from '@/lib/live-events';

/**
 * Reads the merchant's queue again the moment the server says an entry changed (a consumer joined, answered
 * or left), instead of at the next 15 s poll. The browser sends the merchant's token as the
 * `access_token` cookie (EventSource cannot send headers). Order changes do not show on the queue; every
 * change refreshes the host's signals.
 */
export function useQueueLive(): void {
  const queryClient = useQueryClient();
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? null);
  useLiveEvents(merchantId && buildApiUrl('/live/merchant', { merchantId }), (event) => {
    if (!merchantId) return;
    // Any change may be news for the host, a bill asked for too (docs/notifications.md#host-signals).
    void queryClient.invalidateQueries({ queryKey: hostSignalsKey(merchantId) });
    if (event.kind === 'order') return;
    void queryClient.invalidateQueries({ queryKey: currentQueueKeyPrefix(merchantId) });
  });
}
