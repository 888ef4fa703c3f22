import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { createConsumer } from '@/api/create-consumer.api';
import { resendCode } from '@/api/resend-code.api';
import { verifyCode } from '@/api/verify-code.api';
import type { ConsumerFormValues } from '@/components/forms/consumer-form';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { registerConsumer, saveConsumerId, toConsumerBody } from '@/lib/register-consumer';
import { createBooking } from '../api/create-booking.api';

/** The booking the diner chose before giving the phone and the name. */
export interface BookingChoice {
  merchantId: string;
  date: string;
  time: string;
  slot: number;
  note: string;
}

/** A choice waiting for the SMS code. */
export interface PendingBooking extends ConsumerFormValues {
  consumerId: string;
  choice: BookingChoice;
}

const BOOKING_ERROR = 'Erro ao fazer a reserva';
const VERIFY_ERROR = 'Erro ao verificar o código';

/**
 * The booking's confirmation, with the queue's identity step (docs/access.md#sms-codes): create or find the
 * consumer from the phone and the name, ask for the SMS code when this device must prove the phone, then
 * `POST /bookings` and open the booking's page. A time taken meanwhile (409 'Horário indisponível.') calls
 * `onTimeTaken`, so the screen reads the free times again and says so.
 */
export function useBookingFlow(onTimeTaken: (message: string) => void) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pending, setPending] = useState<PendingBooking | null>(null);

  async function book(consumerId: string, choice: BookingChoice): Promise<void> {
    saveConsumerId(consumerId);
    try {
      const booking = await createBooking({
        merchantId: choice.merchantId,
        date: choice.date,
        time: choice.time,
        slot: choice.slot,
        ...(choice.note.trim() ? { note: choice.note.trim() } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
      navigate(`/reserva/${booking.id}`);
    } catch (error) {
      if (isApiError(error, 409)) {
        onTimeTaken(error.message);
        return;
      }
      toastApiError(error, BOOKING_ERROR, { preferServerMessage: true });
    }
  }

  async function submit(identity: ConsumerFormValues, choice: BookingChoice): Promise<void> {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const { consumerId, isCodeNeeded } = await registerConsumer(identity);
      if (isCodeNeeded) {
        setPending({ ...identity, consumerId, choice });
        return;
      }
      await book(consumerId, choice);
    } catch (error) {
      toastApiError(error, BOOKING_ERROR, { preferServerMessage: true });
    } finally {
      setIsSubmitting(false);
    }
  }

  /** Checks the code; on success books and answers true, on failure shows the server's message. */
  async function verify(code: string): Promise<boolean> {
    const request = pending;
    if (!request) return false;
    let consumerId: string;
    try {
      consumerId = (await verifyCode(request.consumerId, code)).id;
    } catch (error) {
      toastApiError(error, VERIFY_ERROR, { preferServerMessage: true });
      return false;
    }
    await createConsumer(toConsumerBody(request)).catch(() => undefined);
    setPending(null);
    await book(consumerId, request.choice);
    return true;
  }

  /** 'Reenviar código'; answers whether a new code was sent. */
  async function resend(): Promise<boolean> {
    if (!pending) return false;
    try {
      await resendCode(pending.consumerId);
      notify('info', 'Enviamos um novo código por SMS.');
      return true;
    } catch (error) {
      toastApiError(error, VERIFY_ERROR, { preferServerMessage: true });
      return false;
    }
  }

  return { isSubmitting, pending, submit, verify, resend, cancelVerification: () => setPending(null) };
}
