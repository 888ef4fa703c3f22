import { normalizePhone } from '@suavez/shared/domain/phone';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toastApiError } from '../../../lib/api-errors';
import { setCookie } from '../../../lib/cookies';
import { createConsumer } from '../api/create-consumer.api';
import { getSmsVerificationFlag } from '../api/get-sms-flag.api';
import { verifyCode } from '../api/verify-code.api';

const USER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const CREATE_USER_ERROR = 'Erro ao criar usuario';

/**
 * A guest joining a table by its share link: create or find the consumer by phone, confirm the phone by
 * SMS when the flag asks for it (as the queue join does), keep the `user` cookie and open the catalog.
 */
export function useGuestJoin(queueId: string) {
  const [, navigate] = useLocation();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pendingConsumerId, setPendingConsumerId] = useState<string | null>(null);

  function enter(consumerId: string) {
    setCookie('user', consumerId, { maxAgeSeconds: USER_COOKIE_MAX_AGE_SECONDS });
    navigate(`/queue/catalog?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }

  async function submit(phone: string, name: string) {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const consumer = await createConsumer({ phone: normalizePhone(phone), name: name.trim() });
      if (!consumer.phoneVerified && (await getSmsVerificationFlag().catch(() => false))) {
        setPendingConsumerId(consumer.id);
        return;
      }
      enter(consumer.id);
    } catch (error) {
      toastApiError(error, CREATE_USER_ERROR);
    } finally {
      setIsSubmitting(false);
    }
  }

  /** Checks the SMS code; the server's message shows on failure. */
  async function verify(code: string): Promise<boolean> {
    if (!pendingConsumerId) return false;
    try {
      await verifyCode(pendingConsumerId, code);
    } catch (error) {
      toastApiError(error, 'Erro ao verificar o código', { preferServerMessage: true });
      return false;
    }
    enter(pendingConsumerId);
    return true;
  }

  return {
    isSubmitting,
    isVerifying: pendingConsumerId !== null,
    submit,
    verify,
    cancel: () => setPendingConsumerId(null),
  };
}
