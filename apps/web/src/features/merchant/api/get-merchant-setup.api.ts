import { type MerchantSetup, merchantSetupSchema } from '@suavez/shared/contracts/merchant-setup.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the restaurant's setup steps; a screen that completes one invalidates it. */
export const merchantSetupKey = (merchantId: string) => ['merchant', 'setup', merchantId] as const;

/** `GET /merchant/setup?merchantId`: which first steps the restaurant has done (docs/screens.md#setup-checklist). */
export function getMerchantSetup(merchantId: string, signal?: AbortSignal): Promise<MerchantSetup> {
  return apiFetch('/merchant/setup', {
    query: { merchantId },
    schema: merchantSetupSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The owner's setup steps, read again each time the home opens (the steps are done on other screens: the menu,
 * the QR page, the team) and when the window gets the focus back.
 */
export function useMerchantSetupQuery(merchantId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: merchantSetupKey(merchantId),
    queryFn: ({ signal }) => getMerchantSetup(merchantId, signal),
    enabled: isEnabled && merchantId !== '',
    refetchOnMount: 'always',
  });
}
