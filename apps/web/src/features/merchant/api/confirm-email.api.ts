import {
  type AccountEmailResponse,
  accountEmailResponseSchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/email/confirm`: confirms the address of the link's token (once); answers that address. */
export function confirmEmail(token: string): Promise<AccountEmailResponse> {
  return apiFetch('/merchant/email/confirm', {
    method: 'POST',
    body: { token },
    schema: accountEmailResponseSchema,
  });
}
