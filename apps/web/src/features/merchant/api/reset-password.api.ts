import {
  type AccountEmailResponse,
  accountEmailResponseSchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/password/reset`: the new password, with the link's token (once); answers the e-mail to log in with. */
export function resetPassword(token: string, password: string): Promise<AccountEmailResponse> {
  return apiFetch('/merchant/password/reset', {
    method: 'POST',
    body: { token, password },
    schema: accountEmailResponseSchema,
  });
}
