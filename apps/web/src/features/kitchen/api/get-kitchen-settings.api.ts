import { type KitchenSettings, kitchenSettingsSchema } from '@suavez/shared/contracts/kitchen.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /kitchen/settings?merchantId`: whether the display prints each new order (docs/integrations.md#ticket). */
export function getKitchenSettings(merchantId: string, signal?: AbortSignal): Promise<KitchenSettings> {
  return apiFetch('/kitchen/settings', {
    query: { merchantId },
    schema: kitchenSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The kitchen's settings, read again every minute: the owner may turn printing on while the tablet is up. */
export function useKitchenSettingsQuery(merchantId: string) {
  return useQuery({
    // Apart from the kitchen's key: the live stream's refreshes need not read it again.
    queryKey: ['merchant', 'kitchen-settings', merchantId],
    queryFn: ({ signal }) => getKitchenSettings(merchantId, signal),
    refetchInterval: 60_000,
  });
}
