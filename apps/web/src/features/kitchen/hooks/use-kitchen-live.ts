import { useQueryClient } from '@tanstack/react-query';
import { buildApiUrl } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { kitchenKey } from '../api/list-kitchen.api';

/**
 * Reads the kitchen again the moment the merchant's stream says something changed (an accept, a delivery,
 * an undo, a table gone: docs/kitchen.md#live-and-cheap), instead of at the next 15 s poll. The stream
 * says which table changed, never what it holds, so every event refetches the whole (cheap) list.
 */
export function useKitchenLive(merchantId: string): void {
  const queryClient = useQueryClient();
  useLiveEvents(merchantId ? buildApiUrl('/live/merchant', { merchantId }) : null, () => {
    void queryClient.invalidateQueries({ queryKey: kitchenKey(merchantId) });
  });
}
