import { useQueryClient } from '@tanstack/react-query';
import { hostSignalsKey } from '@/api/list-host-signals.api';
import { buildApiUrl } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { kitchenKey } from '../api/list-kitchen.api';

/**
 * Reads the kitchen again the moment the merchant's stream says something changed (an accept, a delivery,
 * an undo, a table gone: docs/kitchen.md#live-and-cheap), instead of at the next 15 s poll. The stream
 * says which table changed, never what it holds, so every event refetches the whole (cheap) list, and the
 * top bar's numbers.
 */
export function useKitchenLive(merchantId: string): void {
  const queryClient = useQueryClient();
  useLiveEvents(merchantId ? buildApiUrl('/live/merchant', { merchantId }) : null, () => {
    void queryClient.invalidateQueries({ queryKey: kitchenKey(merchantId) });
    // The top bar's numbers live under the signals' key (api/get-merchant-counts.api.ts).
    void queryClient.invalidateQueries({ queryKey: hostSignalsKey(merchantId) });
  });
}
