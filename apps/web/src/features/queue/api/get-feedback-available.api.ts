import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /feedback/available?queueId`: 204 means the visit may be rated; any error means no. */
export async function getFeedbackAvailable(queueId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiFetch('/feedback/available', { query: { queueId }, signal });
    return true;
  } catch {
    return false;
  }
}

/** Query key of the feedback check. */
export const feedbackAvailableKey = (queueId: string) => ['feedback-available', queueId] as const;

/** Whether to offer the survey; asked once the entry has reached check-in. */
export function useFeedbackAvailableQuery(queueId: string, hasCheckedIn: boolean) {
  return useQuery({
    queryKey: feedbackAvailableKey(queueId),
    queryFn: ({ signal }) => getFeedbackAvailable(queueId, signal),
    enabled: hasCheckedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
