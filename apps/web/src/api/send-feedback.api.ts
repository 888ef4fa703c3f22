import type { SendFeedbackBody } from '@suavez/shared/contracts/feedback.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /feedback/v1/check-in`: the three ratings of a visit, once. */
export async function sendFeedback(body: SendFeedbackBody): Promise<void> {
  await apiFetch('/feedback/v1/check-in', { method: 'POST', body });
}
