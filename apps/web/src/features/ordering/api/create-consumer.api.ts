import type { ConsumerResponse, CreateConsumerBody } from '@suavez/shared/contracts/consumer.contract';
import { apiFetch } from '../../../lib/api-client';

/** `POST /consumer {phone, name}`: creates or finds the guest by phone and gives this device the session. */
export function createConsumer(body: CreateConsumerBody): Promise<ConsumerResponse> {
  return apiFetch<ConsumerResponse>('/consumer', { method: 'POST', body });
}
