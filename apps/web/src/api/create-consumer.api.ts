import type { ConsumerResponse, CreateConsumerBody } from '@suavez/shared/contracts/consumer.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /consumer {phone, name}`: creates the consumer, or finds the one this device holds the session of,
 * and gives this device its session; `phoneVerified: false` may call for the SMS code (the queue's join
 * and a guest's join share it).
 */
export function createConsumer(body: CreateConsumerBody): Promise<ConsumerResponse> {
  return apiFetch<ConsumerResponse>('/consumer', { method: 'POST', body });
}
