import type { ConsumerResponse } from '@suavez/shared/contracts/consumer.contract';
import { ApiError, apiFetch } from '@/lib/api-client';

/**
 * `POST /consumer/link`: spends the one-time link of a WhatsApp join (docs/whatsapp.md#one-time-link); the
 * server sets the consumer's session cookie and answers the consumer. Checked by hand rather than with the
 * contract's zod schema: the link's page is the lightest a phone opens.
 */
export async function signInWithLink(token: string): Promise<ConsumerResponse> {
  const answer = await apiFetch<Partial<ConsumerResponse>>('/consumer/link', {
    method: 'POST',
    body: { token },
  });
  if (typeof answer?.id !== 'string') {
    throw new ApiError(200, 'INVALID_RESPONSE', 'Resposta inesperada do servidor.');
  }
  return { id: answer.id, phoneVerified: answer.phoneVerified === true };
}
