import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** What the contact form sends: the name and the phone as masked ('(11) 98765-4321'). */
export interface ContactInput {
  name: string;
  number: string;
  /** The promo flag (cookie `qrbc`), sent as the `x-qrbc` header. */
  isPromo: boolean;
}

/** `POST /contact`; the answer carries nothing. */
export async function sendContact(input: ContactInput): Promise<void> {
  await apiFetch<void>('/contact', {
    method: 'POST',
    body: { name: input.name.trim(), number: input.number },
    headers: { 'x-qrbc': String(input.isPromo) },
  });
}

/** The contact form's submission. */
export function useSendContactMutation() {
  return useMutation({ mutationFn: sendContact });
}
