import { useState } from 'react';
import { useLocation } from 'wouter';
import { createConsumer } from '@/api/create-consumer.api';
import { resendCode } from '@/api/resend-code.api';
import { verifyCode } from '@/api/verify-code.api';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { t } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import { registerConsumer, saveConsumerId, toConsumerBody } from '@/lib/register-consumer';
import { joinQueue } from '../api/join-queue.api';

/** What the join form hands over once it is valid. */
export interface JoinRequest {
  /** As masked: '(11) 98765-4321'. */
  phone: string;
  name: string;
  slot: number;
}

/** A consumer waiting for the SMS code. */
export interface PendingVerification extends JoinRequest {
  consumerId: string;
}

/**
 * The join flow (docs/access.md#sms-codes): create or find the consumer, then join at once when the phone
 * is verified or SMS verification is off, else ask for the code first. Failures show the server's text.
 * A phone that already waits at this restaurant (PHONE_IN_QUEUE) is no passing toast: `phoneTaken` holds the
 * server's text until the next try, and the screen says what to do (docs/security.md, "A phone is not a
 * password").
 */
export function useJoinFlow(merchantId: string, table?: string) {
  const [, navigate] = useLocation();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [phoneTaken, setPhoneTaken] = useState<string | null>(null);

  async function enterQueue(consumerId: string, slot: number): Promise<void> {
    saveConsumerId(consumerId);
    try {
      await joinQueue({
        merchant: { id: merchantId },
        consumer: { id: consumerId },
        slot,
        ...(table === undefined ? {} : { table }),
      });
      navigate('/queue');
    } catch (error) {
      // Another device's entry holds this phone: this device has none to show, so it stays on the form.
      if (isApiError(error, 409) && error.code === 'PHONE_IN_QUEUE') {
        setPhoneTaken(error.message);
        return;
      }
      toastApiError(error, t('queue.joinError'), { preferServerMessage: true });
      // Already in a queue: the status screen shows it.
      if (isApiError(error, 409) && error.code === 'CONFLICT') navigate('/queue');
    }
  }

  async function submit(request: JoinRequest): Promise<void> {
    if (isSubmitting) return;
    setIsSubmitting(true);
    setPhoneTaken(null);
    try {
      const { consumerId, isCodeNeeded } = await registerConsumer(request);
      if (isCodeNeeded) {
        setPending({ ...request, consumerId });
        return;
      }
      await enterQueue(consumerId, request.slot);
    } catch (error) {
      toastApiError(error, t('queue.joinError'), { preferServerMessage: true });
    } finally {
      setIsSubmitting(false);
    }
  }

  /** Checks the code; on success joins and answers true, on failure shows the server's message. */
  async function verify(code: string): Promise<boolean> {
    const request = pending;
    if (!request) return false;
    let consumerId: string;
    try {
      // The session is the phone's verified consumer, which may be another id than the one the code was for.
      consumerId = (await verifyCode(request.consumerId, code)).id;
    } catch (error) {
      toastApiError(error, t('queue.verifyError'), { preferServerMessage: true });
      return false;
    }
    // With the session now on this device, the name typed here replaces the stored one.
    await createConsumer(toConsumerBody(request)).catch(() => undefined);
    await enterQueue(consumerId, request.slot);
    setPending(null);
    return true;
  }

  /** 'Reenviar código'; answers whether a new code was sent. */
  async function resend(): Promise<boolean> {
    if (!pending) return false;
    try {
      await resendCode(pending.consumerId);
      notify('info', t('queue.codeResent'));
      return true;
    } catch (error) {
      toastApiError(error, t('queue.verifyError'), { preferServerMessage: true });
      return false;
    }
  }

  return {
    isSubmitting,
    pending,
    phoneTaken,
    submit,
    verify,
    resend,
    cancelVerification: () => setPending(null),
  };
}
