import { type HostSignals, hostSignalsResponseSchema } from '@suavez/shared/contracts/host-signals.contract';
import { useQuery } from '@tanstack/react-query';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { apiFetch } from '@/lib/api-client';

/** Polling period of the host's signals, the queue's and the hall's (docs/screens.md#fixed-values). */
export const HOST_SIGNALS_POLL_MS = 15_000;

/** Query key of what waits for the merchant's host; the queue's and the hall's live events refresh it. */
export const hostSignalsKey = (merchantId: string) => ['merchant', 'signals', merchantId] as const;

/** `GET /queue/signals?merchantId`: waiting consumers, bills and cancellations asked for. */
export function listHostSignals(merchantId: string, signal?: AbortSignal): Promise<HostSignals> {
  return apiFetch('/queue/signals', {
    query: { merchantId },
    schema: hostSignalsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * What waits for the host, polled every 15 s (also while the tab is hidden: that is when it matters). The
 * kitchen's login does not ask: the signals are the host's and the waiter's (docs/access.md#staff-roles).
 */
export function useHostSignalsQuery(merchantId: string | null) {
  const canSee = useCanStaff('floor');
  return useQuery({
    queryKey: hostSignalsKey(merchantId ?? ''),
    queryFn: ({ signal }) => listHostSignals(merchantId ?? '', signal),
    enabled: merchantId !== null && canSee,
    refetchInterval: HOST_SIGNALS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
