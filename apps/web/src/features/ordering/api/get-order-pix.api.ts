// Types only: the consumer's pages do not download zod (their JS budget is 100 KB gzip).
import type { OrderPix } from '@suavez/shared/contracts/pix.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

/** Whose bill a Pix pays: one person's order, or what the whole table still owes. */
export type PixScope = { orderId: string } | { queueId: string };

/** Query key of a Pix charge; `version` (the order's status) reads it again when the bill changes. */
export const orderPixKey = (scope: PixScope, version: string) => ['ordering', 'pix', scope, version] as const;

/** `GET /order/pix?orderId` or `?queueId`: the static Pix charge (BR Code) of the bill (rules §10). */
export function getOrderPix(scope: PixScope, signal?: AbortSignal): Promise<OrderPix> {
  return apiFetch<OrderPix>('/order/pix', { query: { ...scope }, signal });
}

/**
 * The bill's Pix charge while `isEnabled`. A refusal is an answer, not a failure to retry: 404 (the
 * restaurant takes no Pix here), 403, 409 (the bill is open again or already paid).
 */
export function useOrderPixQuery(scope: PixScope, version: string, isEnabled: boolean) {
  return useQuery({
    queryKey: orderPixKey(scope, version),
    queryFn: ({ signal }) => getOrderPix(scope, signal),
    enabled: isEnabled,
    // Shared by the summary's follow-up and the section (a lazy chunk that mounts later): asked once.
    staleTime: 30_000,
    retry: (failures, error) => failures < 1 && !isApiError(error, 403, 404, 409),
  });
}
