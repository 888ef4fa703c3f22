import {
  type AccountMessageResponse,
  accountMessageResponseSchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/password/forgot`: a new-password link to that e-mail, if it has an account; the same answer either way. */
export function requestPasswordReset(email: string): Promise<AccountMessageResponse> {
  return apiFetch('/merchant/password/forgot', {
    method: 'POST',
    body: { email },
    schema: accountMessageResponseSchema,
  });
}
