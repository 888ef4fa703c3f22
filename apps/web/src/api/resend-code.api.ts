import { apiFetch } from '@/lib/api-client';

/** `POST /consumer/resend-code?consumer`: a new SMS code, at most one per minute. */
export async function resendCode(consumerId: string): Promise<void> {
  await apiFetch('/consumer/resend-code', { method: 'POST', query: { consumer: consumerId } });
}
