import type { ConsumerResponse, CreateConsumerBody } from '@suavez/shared/contracts/consumer.contract';
import { apiFetch } from '../../../lib/api-client';

/** `POST /consumer`: creates or finds the diner by phone; `phoneVerified: false` may call for the SMS code. */
export function createConsumer(body: CreateConsumerBody): Promise<ConsumerResponse> {
  return apiFetch<ConsumerResponse>('/consumer', { method: 'POST', body });
}
