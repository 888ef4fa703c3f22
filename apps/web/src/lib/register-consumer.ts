import { normalizePhone } from '@suavez/shared/domain/phone';
import { createConsumer } from '@/api/create-consumer.api';
import { getSmsVerificationFlag } from '@/api/get-sms-verification-flag.api';
import { setCookie } from './cookies';

/** How long a device remembers its consumer (the `user` cookie). */
const CONSUMER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A phone (as typed or masked) and a name, as the consumer form hands them over. */
export interface ConsumerIdentity {
  phone: string;
  name: string;
}

/** The consumer a form registered, and whether this device must confirm the phone by SMS first. */
export interface RegisteredConsumer {
  consumerId: string;
  isCodeNeeded: boolean;
}

/** The body of `POST /consumer`: the phone's digits and the trimmed name. */
export function toConsumerBody(identity: ConsumerIdentity): ConsumerIdentity {
  return { phone: normalizePhone(identity.phone), name: identity.name.trim() };
}

/**
 * Creates or finds the consumer (the queue's join and a guest's join: docs/access.md#sms-codes). The code
 * is needed only when the phone is not verified on this device and SMS verification is on; a flag that
 * cannot be read counts as off.
 */
export async function registerConsumer(identity: ConsumerIdentity): Promise<RegisteredConsumer> {
  const consumer = await createConsumer(toConsumerBody(identity));
  const isCodeNeeded = !consumer.phoneVerified && (await getSmsVerificationFlag().catch(() => false));
  return { consumerId: consumer.id, isCodeNeeded };
}

/** Remembers this device's consumer (`user` cookie, 30 days): the queue and table pages read it. */
export function saveConsumerId(consumerId: string): void {
  setCookie('user', consumerId, { maxAgeSeconds: CONSUMER_COOKIE_MAX_AGE_SECONDS });
}
