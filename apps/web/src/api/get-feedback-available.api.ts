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

/** Whether to offer the survey of the visit: asked once `isEnabled`, and the answer kept. */
export function useFeedbackAvailableQuery(queueId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: feedbackAvailableKey(queueId),
    queryFn: ({ signal }) => getFeedbackAvailable(queueId, signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
