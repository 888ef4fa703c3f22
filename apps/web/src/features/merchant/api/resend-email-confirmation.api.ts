import {
  type AccountMessageResponse,
  accountMessageResponseSchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/email/resend` (the session's person): a new confirmation link by e-mail; answers what happened. */
export function resendEmailConfirmation(): Promise<AccountMessageResponse> {
  return apiFetch('/merchant/email/resend', { method: 'POST', schema: accountMessageResponseSchema });
}
