import type { QueueTransitionResult } from '@suavez/shared/contracts/queue-checkin.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /queue/call/answer?queueId&answer=true`: the called consumer is on the way. */
export function answerCall(queueId: string): Promise<QueueTransitionResult> {
  return apiFetch<QueueTransitionResult>('/queue/call/answer', {
    method: 'POST',
    query: { queueId, answer: true },
  });
}
