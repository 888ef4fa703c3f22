// Types only: the consumer's pages leave zod out of their bundle (100 KB gzip budget).
import type { QueuePreview } from '@suavez/shared/contracts/queue-preview.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { JOIN_PAGE_POLL_MS } from './get-public-merchant.api';

/** `GET /queue/preview?merchantId&slot`: how many wait and the wait of a party of `slot` joining now. */
export function getQueuePreview(merchantId: string, slot: number | null, signal?: AbortSignal) {
  return apiFetch<QueuePreview>('/queue/preview', { query: { merchantId, slot }, signal });
}

/**
 * The queue as a party about to join sees it, read every 30 s while the restaurant is open; a new party
 * size keeps the last answer on screen until its own arrives. Failures show nothing (the line is a hint).
 */
export function useQueuePreviewQuery(merchantId: string, slot: number | null, isEnabled: boolean) {
  return useQuery({
    queryKey: ['queue-preview', merchantId, slot],
    queryFn: ({ signal }) => getQueuePreview(merchantId, slot, signal),
    enabled: isEnabled,
    refetchInterval: JOIN_PAGE_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
