import { type FormEvent, useState } from 'react';
import { toastApiError } from '@/lib/api-errors';
import type { NewPasswordValue } from '../components/new-password-fields';

/**
 * The state of a form that chooses a password (the invite, a new password): the two fields, whether they
 * differ, the call on its way, and the e-mail the call answered once it succeeded. A refusal shows the
 * server's message (a used or expired link), or `failedMessage`.
 */
export function useNewPasswordForm(
  save: (password: string) => Promise<{ email: string }>,
  failedMessage: string,
) {
  const [passwords, setPasswords] = useState<NewPasswordValue>({ password: '', confirmation: '' });
  const [mismatch, setMismatch] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [email, setEmail] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (passwords.password !== passwords.confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setIsSubmitting(true);
    try {
      setEmail((await save(passwords.password)).email);
    } catch (error) {
      toastApiError(error, failedMessage, { preferServerMessage: true });
    } finally {
      setIsSubmitting(false);
    }
  }

  return { passwords, setPasswords, mismatch, isSubmitting, email, handleSubmit };
}
