import { useState } from 'react';
import { useLocation } from 'wouter';
import { verifyCode } from '@/api/verify-code.api';
import { toastApiError } from '@/lib/api-errors';
import { registerConsumer, saveConsumerId } from '@/lib/register-consumer';

const CREATE_USER_ERROR = 'Erro ao criar usuário';

/**
 * A guest joining a table by its share link: create or find the consumer by phone, confirm the phone by
 * SMS when the flag asks for it (as the queue join does), keep the `user` cookie and open the catalog.
 */
export function useGuestJoin(queueId: string) {
  const [, navigate] = useLocation();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pendingConsumerId, setPendingConsumerId] = useState<string | null>(null);

  function enter(consumerId: string) {
    saveConsumerId(consumerId);
    navigate(`/queue/catalog?qoid=${encodeURIComponent(queueId)}`, { replace: true });
  }

  async function submit(phone: string, name: string) {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const { consumerId, isCodeNeeded } = await registerConsumer({ phone, name });
      if (isCodeNeeded) {
        setPendingConsumerId(consumerId);
        return;
      }
      enter(consumerId);
    } catch (error) {
      toastApiError(error, CREATE_USER_ERROR);
    } finally {
      setIsSubmitting(false);
    }
  }

  /** Checks the SMS code; the server's message shows on failure. */
  async function verify(code: string): Promise<boolean> {
    if (!pendingConsumerId) return false;
    let consumerId: string;
    try {
      // The session is the phone's verified consumer, which may be another id than the code's.
      consumerId = (await verifyCode(pendingConsumerId, code)).id;
    } catch (error) {
      toastApiError(error, 'Erro ao verificar o código', { preferServerMessage: true });
      return false;
    }
    enter(consumerId);
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
