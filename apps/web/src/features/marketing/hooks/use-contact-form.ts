import {
  CONTACT_NAME_REQUIRED_MESSAGE,
  CONTACT_PHONE_INVALID_MESSAGE,
  CONTACT_PHONE_REQUIRED_MESSAGE,
} from '@suavez/shared/contracts/contact.contract';
import { isValidContactPhone, maskContactPhone } from '@suavez/shared/domain/phone';
import { useState } from 'react';
import { SITE_CONTACT_EMAIL } from '@/components/ui/site-contact';
import { notify } from '@/lib/notify';
import { useSendContactMutation } from '../api/send-contact.api';

/** Step 0 asks the phone, step 1 the name and sends, step 2 confirms. */
export type ContactStep = 0 | 1 | 2;

/** Toast after a contact is stored (docs/screens.md#texts). */
export const contactSuccessMessage = 'Recebemos suas informações. Logo entraremos em contato!';

/** Warning toast when the contact could not be sent (docs/screens.md#texts). */
export const contactFailureMessage = `Tivemos um problema para receber seus dados. Envie um e-mail para ${SITE_CONTACT_EMAIL}, e retornaremos o mais rápido possível.`;

/** The two-step contact form's state, its validation messages and its submission. */
export function useContactForm(options: { isPromo: boolean; onSent: () => void }) {
  const [step, setStep] = useState<ContactStep>(0);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [isPhoneTouched, setPhoneTouched] = useState(false);
  const [isNameTouched, setNameTouched] = useState(false);
  const [isPhoneRejected, setPhoneRejected] = useState(false);
  const sending = useSendContactMutation();

  const phoneError =
    isPhoneTouched && phone === ''
      ? CONTACT_PHONE_REQUIRED_MESSAGE
      : isPhoneRejected
        ? CONTACT_PHONE_INVALID_MESSAGE
        : null;
  const nameError = isNameTouched && name.trim() === '' ? CONTACT_NAME_REQUIRED_MESSAGE : null;

  return {
    step,
    phone,
    name,
    phoneError,
    nameError,
    isSending: sending.isPending,
    canGoNext: phone !== '',
    canSend: phone !== '' && name.trim() !== '' && !sending.isPending,
    changePhone(value: string) {
      setPhone(maskContactPhone(value));
      setPhoneRejected(false);
    },
    changeName(value: string) {
      setName(value);
    },
    touchPhone() {
      setPhoneTouched(true);
    },
    touchName() {
      setNameTouched(true);
    },
    goNext() {
      setPhoneTouched(true);
      if (!isValidContactPhone(phone)) {
        setPhoneRejected(true);
        return;
      }
      setStep(1);
    },
    goBack() {
      setStep(0);
    },
    send() {
      setNameTouched(true);
      if (phone === '' || name.trim() === '' || sending.isPending) return;
      sending.mutate(
        { name, number: phone, isPromo: options.isPromo },
        {
          onSuccess: () => {
            notify('success', contactSuccessMessage);
            options.onSent();
            setStep(2);
          },
          onError: () => notify('warning', contactFailureMessage),
        },
      );
    },
  };
}
