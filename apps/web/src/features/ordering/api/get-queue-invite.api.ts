// Types only: the consumer's pages do not download zod (their JS budget is 100 KB gzip).
import type { QueueInvite } from '@suavez/shared/contracts/order.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /queue/invite?queueId`: the restaurant a share link invites to (no session needed). */
export function useQueueInviteQuery(queueId: string) {
  return useQuery({
    queryKey: ['ordering', 'invite', queueId] as const,
    queryFn: ({ signal }) => apiFetch<QueueInvite>('/queue/invite', { query: { queueId }, signal }),
    retry: false,
    staleTime: 60_000,
  });
}
