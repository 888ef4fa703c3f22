import type { ConsumerResponse } from '@suavez/shared/contracts/consumer.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /consumer/verify-code?code&consumer`: a right code gives this device the session of the phone's
 * verified consumer, whose id may differ from the one the code was sent for.
 */
export function verifyCode(consumerId: string, code: string): Promise<ConsumerResponse> {
  return apiFetch<ConsumerResponse>('/consumer/verify-code', {
    method: 'POST',
    query: { code, consumer: consumerId },
  });
}
